import { calls, type RegistrationRequest, type Static } from '@gbx/contract/schemas';
import type { FastifyReply } from 'fastify';
import { publicBase, type App } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { IDEMPOTENT_WRITE, answerOnce, keyedWrite, type KeyedWrite } from '../../http/idempotency.js';
import { verificationMail } from '../outbox/mail-templates.js';
import type { MailMessage } from '../outbox/mailer.js';
import type { AccountsContext } from './accounts-context.js';
import { affiliateStructureMsg, findAffiliate, nextAffiliateCode } from './affiliates.js';
import { CAPTCHA_MESSAGES } from './captcha.js';
import { VERIFY_TOKEN_HOURS, issueEmailToken } from './email-tokens.js';
import { hashPassword } from './passwords.js';
import { tooManyRequests } from './rate-limiter.js';
import { checkRegistration, type FieldError } from './registration-rules.js';

type RegisteredType = 'Buyer' | 'Vendor' | 'Affiliate';

const REGISTRATION_DESCRIPTION =
  "Answers `{ status: '1', msg, usertype, email, affiliate_code? }` (affiliate_code: the new affiliate's own code, Affiliate only) and sends a verification mail, " +
  "or `{ status: '0', msg, errors: [{ field, msg }] }` with one entry per field that breaks a rule of §5 (HTTP 200, like every form answer). " +
  'Malformed bodies (a value of the wrong type or too long) answer 400 with the same shape.';

const DUPLICATE_EMAIL_MSG = 'This e-mail address cannot be used to register. If you already have an account, log in or reset your password.';

export function registerRegistrationRoutes(app: App, context: AccountsContext): void {
  const { db, accounts, directory, captcha, mailer, limits } = context;

  app.post(calls.pageDetails.path, {
    schema: {
      ...contractSchema(calls.pageDetails),
      tags: ['accounts'],
      summary: "Registration page details: default affiliate, phone codes with flags, the visitor's country (IN/91 when unknown), affiliate switch",
      description:
        "`{ status: '1', DefaultAffiliate, DefaultAffiliateName, CountryCode: [{ CountryName, CountryFlag, CountryPhoneCode, ISOCode2 }], calling_code, flagURL, country_code, affiliate_switch }`. " +
        'CountryFlag and flagURL are absolute image addresses (flagURL: the detected country). affiliate_switch comes from AFFILIATE_SWITCH (default 1).',
    },
  }, async (request) => {
    const base = publicBase(request, context.config);
    const country = directory.buyer(request.body.latitude, request.body.longitude).country;
    const house = await findAffiliate(db, accounts.defaultAffiliate);
    return {
      status: '1' as const,
      DefaultAffiliate: accounts.defaultAffiliate,
      DefaultAffiliateName: house ? `${house.firstName} ${house.lastName}`.trim() : '',
      CountryCode: directory
        .allCountries()
        .filter((entry) => entry.phoneCode !== '')
        .map((entry) => ({
          CountryName: entry.name,
          CountryFlag: `${base}/images/flags/${entry.iso2}.svg`,
          CountryPhoneCode: entry.phoneCode,
          ISOCode2: entry.iso2,
        })),
      calling_code: country.phoneCode,
      flagURL: `${base}/images/flags/${country.iso2}.svg`,
      country_code: country.iso2,
      affiliate_switch: accounts.affiliateSwitch,
    };
  });

  app.post(calls.getAffiliate.path, {
    schema: {
      ...contractSchema(calls.getAffiliate),
      tags: ['accounts'],
      summary: "Affiliate lookup: `{ status: '1', affilate: { FirstName, LastName } }` or `{ status: '0', affilate: null, msg }`",
      description: 'Codes are GBX and six digits (case-insensitive, spaces trimmed); only verified affiliate accounts resolve. 60 lookups per minute per IP (then 429).',
    },
  }, async (request, reply) => {
    const wait = await limits.affiliateIp.take(request.ip);
    if (wait) return tooManyRequests(reply, wait, 'affiliate lookups');
    const affiliate = await findAffiliate(db, request.body.affilatecode);
    if (!affiliate) return { status: '0' as const, affilate: null, msg: affiliateStructureMsg(accounts.defaultAffiliate) };
    return { status: '1' as const, affilate: { FirstName: affiliate.firstName, LastName: affiliate.lastName } };
  });

  app.get(calls.captchaChallenge.path, {
    schema: {
      ...contractSchema(calls.captchaChallenge),
      tags: ['accounts'],
      summary: 'A new ALTCHA proof-of-work challenge for the registration form (the widget\'s challengeurl)',
      description: `{ parameters: { algorithm: 'PBKDF2/SHA-256', nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt }, signature }, valid for CAPTCHA_TTL_SECONDS (600). Submit the widget's value as the form field \`altcha\`; each solution is accepted once.`,
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });

  const register = async (userType: RegisteredType, body: Static<typeof RegistrationRequest>, keyed: KeyedWrite | null, reply: FastifyReply) => {
    // §5: the affiliate field shows (and is required) when the type is not Buyer
    // (nor Advertiser) and the switch is '1'. Elsewhere a valid code is kept as the referrer.
    const affiliateShown = userType !== 'Buyer' && accounts.affiliateSwitch === '1';
    const phoneCodes = new Set(directory.allCountries().map((entry) => entry.phoneCode).filter(Boolean));
    const checked = checkRegistration(body, { today: new Date(), phoneCodes, affiliateShown });
    const errors: FieldError[] = [...checked.errors];

    const typedAffiliate = (body.affiliate_code ?? '').trim();
    const referrer = typedAffiliate ? await findAffiliate(db, typedAffiliate) : null;
    if (affiliateShown && typedAffiliate && !referrer) errors.push({ field: 'affiliate_code', msg: affiliateStructureMsg(accounts.defaultAffiliate) });

    if (!body.altcha?.trim()) errors.push({ field: 'altcha', msg: CAPTCHA_MESSAGES.missing });
    if (errors.length || !checked.clean) return reply.send(failure(errors));

    const form = checked.clean;
    const passwordHash = await hashPassword(form.password);
    let mail: MailMessage | null = null;
    // The captcha, the account and its verification token commit together: a
    // process killed half-way gives the captcha back for the retry.
    return answerOnce(db, reply, keyed, async (trx) => {
      // The captcha is spent only by a form that passes every other rule, so a
      // visitor fixing a typo does not have to solve it again.
      const outcome = await captcha.redeem(body.altcha, trx);
      if (outcome !== 'ok') return { code: 200, body: failure([{ field: 'altcha', msg: CAPTCHA_MESSAGES[outcome] }]) };
      const affiliateCode = userType === 'Affiliate' ? await nextAffiliateCode(trx) : null;
      const inserted = await trx
        .insertInto('users')
        .values({
          user_type: userType,
          email: form.email,
          password_hash: passwordHash,
          first_name: form.firstName,
          middle_name: form.middleName,
          last_name: form.lastName,
          birth_date: form.birthDate,
          password_hint: form.passwordHint,
          phone_country_code: form.phoneCountryCode,
          mobile_no: form.mobileNo,
          what_app: form.whatApp,
          we_chat: form.weChat,
          affiliate_code: affiliateCode,
          referred_by: referrer?.code ?? null,
        })
        // The unique index on lower(email): a taken address inserts nothing.
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return { code: 200, body: failure([{ field: 'email', msg: DUPLICATE_EMAIL_MSG }]) };
      const token = await issueEmailToken(trx, Number(inserted.id), 'verify', VERIFY_TOKEN_HOURS * 3600);
      mail = verificationMail(form.email, form.firstName, `${accounts.hostAppUrl}/verify-email/${token}`, VERIFY_TOKEN_HOURS);
      return {
        code: 200,
        body: {
          status: '1' as const,
          msg: `Thank you for registering. We have sent a verification link to ${form.email}: please open it within ${VERIFY_TOKEN_HOURS} hours to activate your account.`,
          usertype: userType,
          email: form.email,
          ...(affiliateCode ? { affiliate_code: affiliateCode } : {}),
        },
      };
    }, async () => {
      if (!mail) return;
      try {
        await mailer.send(mail);
      } catch (error) {
        // The account stands; logging in unverified sends a fresh link.
        reply.log.error({ err: error }, 'verification mail failed');
      }
    });
  };

  for (const [call, userType] of [
    [calls.registrationBuyer, 'Buyer'],
    [calls.registrationVendor, 'Vendor'],
    [calls.registrationAffiliate, 'Affiliate'],
  ] as const) {
    app.post(call.path, {
      schema: { ...contractSchema(call), tags: ['accounts'], summary: `Registers a ${userType} (§3 form, §5 rules, captcha) and mails the verification link`, description: `${REGISTRATION_DESCRIPTION} ${IDEMPOTENT_WRITE}` },
    }, async (request, reply) => {
      const keyed = await keyedWrite(db, request, reply, call.path);
      if (keyed === 'answered') return reply;
      return register(userType, request.body, keyed, reply);
    });
  }
}

function failure(errors: FieldError[]) {
  return { status: '0' as const, msg: errors.length === 1 ? (errors[0]?.msg ?? '') : 'Please correct the fields listed and try again', errors };
}
