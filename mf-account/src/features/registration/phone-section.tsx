import { useEffect, useMemo, useState } from 'react';
import { useT, type RegistrationPageDetails } from '@gbx/shared';
import { CheckField, Field, useFieldProblem } from '@gbx/shared/form-fields';
import { texts } from './texts';
import { toPhoneCodeOptions, type PhoneCodeOption } from './phone-code-options';
import { PhoneCodePicker } from './phone-code-picker';
import type { RegistrationFormApi } from './registration-rules';
import { PhoneRow, Section } from './registration-styles';

const CODE = 'mobile_phone_country_code';

/** The code of the visitor's country (page-details), else of its calling code, else India's. */
function detectedPhone(options: PhoneCodeOption[], details: RegistrationPageDetails): PhoneCodeOption {
  const byCountry = options.find((option) => option.key.toUpperCase() === String(details.country_code ?? '').toUpperCase());
  const byCode = options.find((option) => option.code === String(details.calling_code ?? '').replace(/^\+/, ''));
  const india = options.find((option) => option.key === 'IN');
  return byCountry ?? byCode ?? india ?? options[0] ?? { key: 'IN', name: 'India', code: '91', flag: details.flagURL ?? '' };
}

interface PhoneSectionProps {
  form: RegistrationFormApi;
  details: RegistrationPageDetails;
  /** The visitor's country: China has the WeChat opt-in, everyone else WhatsApp. */
  country: string;
}

/** The country code (a list of flags), the mobile number and the messaging opt-in. */
export function PhoneSection({ form, details, country }: PhoneSectionProps) {
  const { t } = useT(texts.namespace);
  const options = useMemo(() => toPhoneCodeOptions(details.CountryCode ?? []), [details.CountryCode]);
  const detected = useMemo(() => detectedPhone(options, details), [options, details]);
  // The code follows the detected country until the visitor picks one: the
  // country may be known only after the form is drawn (a position granted late
  // loads page-details again), and the form must not keep the earlier guess.
  const [picked, setPicked] = useState<PhoneCodeOption | null>(null);
  const phone = picked ?? detected;
  const problem = useFieldProblem(CODE);
  // Registered for the focus: the form's first field in error, or the one the API named.
  const { ref: registered } = form.register(CODE);
  useEffect(() => {
    if (form.getValues(CODE) !== phone.code) form.setValue(CODE, phone.code);
  }, [form, phone.code]);
  const pick = (option: PhoneCodeOption) => {
    setPicked(option);
    form.setValue(CODE, option.code);
    form.clearErrors(CODE);
  };

  return (
    <Section>
      <legend>{t('register.sections.phone')}</legend>
      <PhoneRow>
        <PhoneCodePicker
          ref={registered}
          label={t('register.phoneCode')}
          listLabel={t('register.phoneCodeList')}
          options={options}
          value={phone.key}
          onChange={pick}
          error={problem}
          state={phone.code ? 'success' : 'idle'}
        />
        <Field name="mobile_no" label={t('register.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" required hint={t('register.mobileHelp')} />
      </PhoneRow>
      {country === 'CN' ? <CheckField name="we_chat" label={t('register.wechat')} /> : <CheckField name="what_app" label={t('register.whatsapp')} />}
    </Section>
  );
}
