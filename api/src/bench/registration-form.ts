/**
 * A complete, valid buyer or vendor registration form of §3 for `email`
 * (without the captcha's altcha field), with `overrides` on top: the API tests
 * and the reliability battery register with it.
 */
export function validRegistration(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    devicetype: 'WEB',
    deviceos: 'Linux',
    devicebrowser: 'Chrome',
    latitude: '19.07',
    longitude: '72.88',
    userdevice: '',
    firstname: 'Asha',
    middlename: '',
    lastname: 'Rao',
    birth_year: '1990',
    birth_month: '05',
    birth_date: '17',
    email,
    email_confirm: email,
    password: 'Secret-Pass1',
    password_confirmation: 'Secret-Pass1',
    password_hint: 'my usual one',
    mobile_phone_country_code: '91',
    mobile_no: '9876543210',
    what_app: 1,
    we_chat: 0,
    affiliate_code: 'GBX100000',
    ...overrides,
  };
}
