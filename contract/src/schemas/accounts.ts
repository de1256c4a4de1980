import { Type } from 'typebox';
import { USER_TYPES } from '../rules/user-types.js';
import { DeviceContext, DeviceContextFields, FieldError, Failure, Refusal, Success, integer, literals, text } from './common.js';

/*
 * Registration, captcha, e-mail verification, login and passwords (§2.12 to
 * §2.14, §7). Form answers are HTTP 200 with status '1' or '0' (§4, §8).
 */

const Text = (maxLength: number, description?: string) => Type.Optional(Type.String(description ? { maxLength, description } : { maxLength }));
/** An opt-in: the form sends 0 or 1; '0', '1', 'true', 'false' and '' are taken too. String first: type coercion makes every one a string. */
const Bit = (description: string) => Type.Optional(Type.Union([Type.String({ pattern: '^(0|1|true|false)?$' }), Type.Integer({ minimum: 0, maximum: 1 })], { description }));

/** §3's registration form plus the captcha. The values are checked by the rules of @gbx/contract/rules, so a form with gaps gets a field-by-field answer. */
export const RegistrationRequest = Type.Object({
  ...DeviceContextFields,
  firstname: Text(200),
  middlename: Text(200, 'Optional'),
  lastname: Text(200),
  birth_year: Text(10, 'YYYY, 1920 to (this year - 18)'),
  birth_month: Text(10, '1 to 12 (01 accepted)'),
  birth_date: Text(10, 'Day of the month, 1 to 31'),
  email: Text(320),
  email_confirm: Text(320, 'Same as email (case-insensitive)'),
  password: Text(256, 'At least 8 characters with upper and lower case letters'),
  password_confirmation: Text(256, 'Same as password'),
  password_hint: Text(400, 'Required; must not contain the password'),
  mobile_phone_country_code: Text(10, "A CountryPhoneCode of page-details ('91' or '+91')"),
  mobile_no: Text(30, 'Digits only, 5 to 15'),
  what_app: Bit('WhatsApp opt-in, 0 or 1'),
  we_chat: Bit('WeChat opt-in, 0 or 1'),
  affiliate_code: Text(64, "The primary affiliate (GBX + six digits); required for Vendor and Affiliate while affiliate_switch is '1'"),
  altcha: Text(4000, 'The ALTCHA widget value: base64 JSON { challenge, solution } of a challenge from GET /api/captcha/challenge'),
});

const RegisteredType = Type.Union([Type.Literal('Buyer'), Type.Literal('Vendor'), Type.Literal('Affiliate')]);

/** §4 shows the vendor shapes ('0' with errors, '1' with msg); buyer and affiliate use the same by our design, with what was registered added. */
export const RegistrationReply = Type.Union([
  Type.Object({
    status: Success,
    msg: text(),
    usertype: RegisteredType,
    email: text('Where the verification mail went'),
    affiliate_code: Type.Optional(text("A new affiliate's own code")),
  }),
  Type.Object({ status: Failure, msg: text(), errors: Type.Array(FieldError, { description: 'One entry per broken rule, field by field (our addition: field)' }) }),
]);

export const PageDetailsRequest = DeviceContext;
export const CountryPhoneCode = Type.Object({
  CountryName: text(),
  CountryFlag: text('Absolute address of the flag image'),
  CountryPhoneCode: text("The dialling code without '+', e.g. '91'"),
  ISOCode2: text('Our addition: tells apart countries that share a dialling code (US and CA: 1)'),
});
export const PageDetailsReply = Type.Object({
  status: Success,
  DefaultAffiliate: text(),
  DefaultAffiliateName: text("Our addition: the default affiliate's full name, for the default affiliate label (§5)"),
  CountryCode: Type.Array(CountryPhoneCode),
  calling_code: text("The detected country's dialling code ('91' when unknown, §9)"),
  flagURL: text("The detected country's flag image"),
  country_code: text("The detected country ('IN' when unknown, §9)"),
  affiliate_switch: Type.Union([Success, Failure], { description: "'1' shows (and requires) the affiliate field for vendors and affiliates (§5)" }),
});

export const GetAffiliateRequest = Type.Object({ ...DeviceContextFields, affilatecode: Type.String({ maxLength: 64, description: 'The code typed (wire spelling: affilatecode)' }) });
export const GetAffiliateReply = Type.Union([
  Type.Object({ status: Success, affilate: Type.Object({ FirstName: text(), LastName: text() }) }),
  Type.Object({ status: Failure, affilate: Type.Null(), msg: text('Affiliate number should follow this structure: {DefaultAffiliate}') }),
]);

/** GET /api/captcha/challenge: an ALTCHA v2 proof-of-work challenge (our addition: §5's widget, enforced); the optional fields are optional in ALTCHA's own type, the API always sends them. */
export const CaptchaChallengeReply = Type.Object({
  parameters: Type.Object({
    algorithm: text("'PBKDF2/SHA-256'"),
    nonce: text(),
    salt: text(),
    cost: integer(),
    keyLength: integer(),
    keyPrefix: text(),
    keySignature: Type.Optional(text()),
    expiresAt: Type.Optional(integer('Seconds since 1970')),
  }),
  signature: Type.Optional(text()),
});

/** Form-encoded (or JSON) body of POST /login-auth (backend host). */
export const LoginAuthRequest = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 256 })),
  usertype: Type.Optional(literals(['', ...USER_TYPES] as const, { description: "The login page's hidden user type (Buyer); the account's own type is what counts" })),
  remember: Type.Optional(Type.String({ pattern: '^(0|1|true|false|on|off|yes|no)?$', description: "Remember Me: '1' keeps the session for REMEMBER_DAYS (30) with a persistent cookie" })),
});

/** What a login returns in `userdata`: a display record whose own `userdata` is the opaque reference to send back. */
export const LoginUserRecord = Type.Object({ userdata: text(), FirstName: text(), LastName: text(), name: text(), email: text() });
export const LoginAuthReply = Type.Union([
  Type.Object({
    status: Success,
    msg: text('The dashboard address on the host'),
    usertype: text(),
    userdata: LoginUserRecord,
    id: Type.Integer(),
    username: text('Our addition: the display name'),
  }),
  Refusal,
]);

export const VerifyEmailParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
/** GET /verify-email/{token}: a numeric status (§3). */
export const VerifyEmailReply = Type.Object({ status: Type.Union([Type.Literal(1), Type.Literal(0)]), msg: text() });

export const ForgetPasswordRequest = Type.Object({ ...DeviceContextFields, email: Type.String({ maxLength: 320 }) });
/** The new password with the reset token of /new-password/{token}, which the contract calls `email` (§7). */
export const ResetPasswordRequest = Type.Object({
  ...DeviceContextFields,
  email: Type.String({ maxLength: 200, description: 'The reset token (the {token} of /new-password/{token})' }),
  password: Type.Optional(Type.String({ maxLength: 256 })),
  password_confirmation: Type.Optional(Type.String({ maxLength: 256 })),
});
/** Password responses: status as the string '1' or '0', msg (§3). */
export const PasswordReply = Type.Object({ status: Type.Union([Success, Failure]), msg: text() });

