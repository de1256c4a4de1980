import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from '@gbx/shared/router';
import styled from 'styled-components';
import {
  httpStatusOf,
  isSuccess,
  media,
  Modal,
  paths,
  postRegistrationAffiliate,
  postRegistrationBuyer,
  postRegistrationVendor,
  RichText,
  theme,
  useLanguage,
  useT,
  type RegistrationFieldError,
  type RegistrationForm as RegistrationWireForm,
  type RegistrationPageDetails,
  type RegistrationResponse,
  type UserType,
} from '@gbx/shared';
import {
  CheckboxField,
  FieldError,
  FieldHint,
  TextField,
  type FieldState,
} from '@gbx/shared/form-fields';
import { SelectField } from '../../components/select-field';
import { SubmitButton } from '../../components/account-card';
import { ACCOUNT_NAMESPACE } from '../../i18n';
import { initialAffiliateCode, showsAffiliateField } from './affiliate-code';
import { birthDays, birthMonths, birthYears, fitBirthDate, twoDigits } from './birth-date';
import { CaptchaField, type CaptchaHandle, type CaptchaStrings } from './captcha-field';
import { PhoneCodePicker, toPhoneCodeOptions, type PhoneCodeOption, type PhoneCodePickerHandle } from './phone-code-picker';
import { EMPTY_REGISTRATION, FIELD_ORDER, firstErrorField, registrationErrors, type RegistrationField, type RegistrationValues } from './registration-rules';
import { useAffiliateLookup } from './use-affiliate-lookup';
import { registrationCall } from './user-type';
import { useCarriedReturn } from '../../lib/carried-return';

const Section = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 0.5rem;
  min-width: 0;
  /* Keeps a field that gets the focus clear of the host's fixed header. */
  input,
  select,
  button {
    scroll-margin-top: 9rem;
  }
  legend {
    font-weight: 700;
    font-size: 1.05rem;
    color: ${theme.color.navy};
    padding: 0;
    margin-bottom: 0.6rem;
  }
`;

const Row = styled.div<{ $columns?: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns ?? '1fr 1fr'};
  gap: 0 1rem;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const DateRow = styled.div`
  display: grid;
  grid-template-columns: 1.1fr 1.4fr 0.9fr;
  gap: 0.75rem;
  margin-bottom: 0.3rem;
  ${media.mobile} {
    gap: 0.35rem;
    grid-template-columns: 1fr 1.2fr 1fr;
  }
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 10rem) 1fr;
  gap: 0 0.75rem;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 7.5rem 1fr;
    gap: 0 0.5rem;
  }
`;

const GroupMessage = styled.div`
  min-height: 0.5rem;
  margin-bottom: 0.9rem;
`;

const AffiliateStatus = styled.p<{ $tone: 'muted' | 'success' | 'error' }>`
  margin: -0.5rem 0 0.9rem;
  font-size: 0.9rem;
  color: ${({ $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'error' ? theme.color.danger : theme.color.muted)};
`;

const ErrorList = styled.ul`
  margin: 0.5rem 0 0;
  padding-inline-start: 1.25rem;
  color: ${theme.color.danger};
  li + li {
    margin-top: 0.3rem;
  }
`;

const Notes = styled.div`
  margin-top: 1rem;
  display: grid;
  gap: 0.4rem;
  font-size: 0.95rem;
  p {
    margin: 0;
  }
`;

type ModalState = { kind: 'errors'; errors: string[] } | { kind: 'success'; msg: string } | null;
type TextFieldName = Exclude<RegistrationField, 'altcha' | 'mobile_phone_country_code' | 'birth_year' | 'birth_month' | 'birth_date'>;

const REGISTER: Record<ReturnType<typeof registrationCall>, (form: RegistrationWireForm) => Promise<RegistrationResponse>> = {
  buyer: postRegistrationBuyer,
  vendor: postRegistrationVendor,
  affiliate: postRegistrationAffiliate,
};

/** Error keys of the rules -> the texts of 'register.errors'. */
const FIELD_LABEL_KEY: Partial<Record<RegistrationField, string>> = {
  firstname: 'register.firstname',
  lastname: 'register.lastname',
  email: 'register.email',
  email_confirm: 'register.emailConfirm',
  password: 'register.password',
  password_confirmation: 'register.passwordConfirm',
  password_hint: 'register.passwordHint',
  mobile_phone_country_code: 'register.phoneCode',
  mobile_no: 'register.mobile',
  affiliate_code: 'register.affiliate',
};

interface RegistrationFormProps {
  userType: UserType;
  details: RegistrationPageDetails;
  /** The {affcode} of the route, raw. */
  routeAffiliate?: string;
}

/** The registration form of §2.13 with the rules of §5 and the outcomes of §4. */
export function RegistrationForm({ userType, details, routeAffiliate }: RegistrationFormProps) {
  const { t } = useT(ACCOUNT_NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  // The login page's return (a visitor's pending add, issue 38) goes back to it.
  const carried = useCarriedReturn();
  const today = useMemo(() => new Date(), []);
  const phoneOptions = useMemo(() => toPhoneCodeOptions(details.CountryCode ?? []), [details.CountryCode]);
  const defaultPhone = useMemo(() => {
    const byCountry = phoneOptions.find((option) => option.key.toUpperCase() === String(details.country_code ?? '').toUpperCase());
    const byCode = phoneOptions.find((option) => option.code === String(details.calling_code ?? '').replace(/^\+/, ''));
    const india = phoneOptions.find((option) => option.key === 'IN');
    return byCountry ?? byCode ?? india ?? phoneOptions[0] ?? { key: 'IN', name: 'India', code: '91', flag: details.flagURL ?? '' };
  }, [phoneOptions, details]);
  const defaultCountry = String(details.country_code || 'IN').toUpperCase();
  const affiliateShown = showsAffiliateField(userType, details.affiliate_switch);
  const defaultAffiliate = String(details.DefaultAffiliate ?? '');

  const [typed, setTyped] = useState<RegistrationValues>(() => ({
    ...EMPTY_REGISTRATION,
    affiliate_code: initialAffiliateCode(routeAffiliate, defaultAffiliate),
  }));
  // The code follows the detected country until the visitor picks one: the
  // country may be known only after the form is drawn (a position granted late
  // loads page-details again), and the form must not keep the earlier guess.
  const [pickedPhone, setPickedPhone] = useState<PhoneCodeOption | null>(null);
  const phone = pickedPhone ?? defaultPhone;
  const values = useMemo(() => ({ ...typed, mobile_phone_country_code: phone.code }), [typed, phone.code]);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [captcha, setCaptcha] = useState('');
  const [phase, setPhase] = useState<'idle' | 'solving' | 'sending'>('idle');
  const [modal, setModal] = useState<ModalState>(null);
  const pendingFocus = useRef<RegistrationField | null>(null);
  const { lookup, run: runLookup } = useAffiliateLookup();

  const inputs = useRef<Partial<Record<RegistrationField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const phoneRef = useRef<PhoneCodePickerHandle>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  // A code that came from the route is looked up at once, so the visitor sees who referred them.
  const routeCode = initialAffiliateCode(routeAffiliate, '');
  useEffect(() => {
    if (affiliateShown && routeCode) void runLookup(routeCode);
  }, [affiliateShown, routeCode, runLookup]);

  const clientErrors = registrationErrors(values, { affiliateShown, captcha, skipCaptcha: true, today });
  const lookupFailed = affiliateShown && lookup.status === 'notFound' && lookup.code === values.affiliate_code.trim().toUpperCase();

  const focusField = useCallback((field: RegistrationField) => {
    if (field === 'mobile_phone_country_code') phoneRef.current?.focus();
    else if (field === 'altcha') captchaRef.current?.focus();
    else inputs.current[field]?.focus();
  }, []);

  // After the result modal closes, the focus goes to the first field in error
  // (Radix returns the focus to the submit button first, in a zero-delay timer).
  useEffect(() => {
    if (modal !== null || !pendingFocus.current) return;
    const field = pendingFocus.current;
    pendingFocus.current = null;
    const timer = window.setTimeout(() => focusField(field), 20);
    return () => window.clearTimeout(timer);
  }, [modal, focusField]);

  const errorText = (field: RegistrationField): string | null => {
    const server = serverErrors[field];
    if (server) return server;
    if (field === 'affiliate_code' && lookupFailed) return t('register.errors.affiliate', { code: defaultAffiliate });
    if (field === 'altcha') return captchaMissing && !captcha ? t('register.errors.captcha') : null;
    // The date of birth has one message for its three pickers (birthGroupError).
    if (field === 'birth_year' || field === 'birth_month' || field === 'birth_date') return null;
    // Rule errors show from the first submit on (then live while typing): an error
    // appearing on blur would shift the submit button under the pointer.
    if (!submitted) return null;
    const key = clientErrors[field];
    if (!key) return null;
    if (key === 'required') return t('register.errors.required', { field: t(FIELD_LABEL_KEY[field] ?? 'register.title') });
    return t(`register.errors.${key}`);
  };

  const stateOf = (field: RegistrationField): FieldState => {
    if (errorText(field)) return 'error';
    const value = field === 'altcha' ? captcha : values[field];
    return value ? 'success' : 'idle';
  };

  const clearServerError = (...fields: RegistrationField[]) => {
    if (fields.some((field) => serverErrors[field])) {
      setServerErrors((current) => {
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      });
    }
  };

  const setText = (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setTyped((current) => ({ ...current, [field]: value }));
    clearServerError(field);
  };

  const setBirth = (part: 'birth_year' | 'birth_month' | 'birth_date') => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    setTyped((current) => {
      const next = { ...current, [part]: value };
      const fitted = fitBirthDate({ year: next.birth_year, month: next.birth_month, day: next.birth_date }, today);
      return { ...next, birth_year: fitted.year, birth_month: fitted.month, birth_date: fitted.day };
    });
    clearServerError('birth_year', 'birth_month', 'birth_date');
  };

  const onAffiliateBlur = () => {
    const code = values.affiliate_code.trim();
    if (code && (lookup.code !== code.toUpperCase() || lookup.status === 'unavailable')) void runLookup(code);
  };

  const fieldProps = (field: TextFieldName) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    name: field,
    value: values[field],
    onChange: setText(field),
    error: errorText(field),
    state: stateOf(field),
  });

  const showErrors = (errors: RegistrationFieldError[], fallback: string | undefined) => {
    const byField: Partial<Record<RegistrationField, string>> = {};
    for (const error of errors) {
      const field = error.field as RegistrationField | undefined;
      if (field && FIELD_ORDER.includes(field) && !byField[field]) byField[field] = error.msg;
    }
    setServerErrors(byField);
    if (byField.altcha) captchaRef.current?.reset();
    pendingFocus.current = firstErrorField(byField);
    const list = errors.map((error) => error.msg).filter(Boolean);
    setModal({ kind: 'errors', errors: list.length ? list : [fallback || t('common.somethingWrong')] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setSubmitted(true);
    setServerErrors({});
    const found: Partial<Record<RegistrationField, string>> = { ...registrationErrors(values, { affiliateShown, captcha, skipCaptcha: true, today }) };
    let affiliateLookup = lookup;
    if (affiliateShown && values.affiliate_code.trim() && lookup.code !== values.affiliate_code.trim().toUpperCase()) {
      affiliateLookup = await runLookup(values.affiliate_code);
    }
    if (affiliateShown && affiliateLookup.status === 'notFound' && !found.affiliate_code) found.affiliate_code = 'affiliate';
    const first = firstErrorField(found);
    if (first) {
      focusField(first);
      return;
    }
    let answer = captcha;
    if (!answer) {
      setPhase('solving');
      answer = (await captchaRef.current?.solve()) ?? '';
      if (!answer) {
        setCaptchaMissing(true);
        setPhase('idle');
        captchaRef.current?.focus();
        return;
      }
      setCaptcha(answer);
    }
    setPhase('sending');
    const form: RegistrationWireForm = {
      firstname: values.firstname.trim(),
      middlename: values.middlename.trim(),
      lastname: values.lastname.trim(),
      birth_year: values.birth_year,
      birth_month: values.birth_month,
      birth_date: values.birth_date,
      email: values.email.trim(),
      email_confirm: values.email_confirm.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      password_hint: values.password_hint.trim(),
      mobile_phone_country_code: values.mobile_phone_country_code,
      mobile_no: values.mobile_no.trim(),
      what_app: defaultCountry !== 'CN' && values.what_app ? 1 : 0,
      we_chat: defaultCountry === 'CN' && values.we_chat ? 1 : 0,
      // Buyers have no affiliate field; a code from the route is still sent as the referrer.
      affiliate_code: affiliateShown ? values.affiliate_code.trim() : routeCode,
      altcha: answer,
    };
    try {
      const response = await REGISTER[registrationCall(userType)](form);
      if (isSuccess(response.status) && response.status === '1') {
        setModal({ kind: 'success', msg: response.msg });
      } else if (response.status === '0') {
        showErrors(response.errors ?? [], response.msg);
      }
    } catch (error) {
      // 400 (a malformed value) and 429 (too many attempts) answer { status: '0', msg, errors? }.
      const body = (error as { response?: { data?: { msg?: string; errors?: RegistrationFieldError[] } } }).response?.data;
      const status = httpStatusOf(error);
      if (status === 429) showErrors([], t('register.errors.tooMany'));
      else if (body && (body.errors?.length || body.msg)) showErrors(body.errors ?? [], body.msg);
      else showErrors([], t('common.somethingWrong'));
    } finally {
      setPhase('idle');
    }
  };

  const closeModal = () => {
    const wasSuccess = modal?.kind === 'success';
    setModal(null);
    if (wasSuccess) navigate(`${paths.login.to()}${carried}`);
  };

  const captchaStrings: CaptchaStrings = {
    label: t('register.captcha.label'),
    verified: t('register.captcha.verified'),
    verifying: t('register.captcha.verifying'),
    error: t('register.captcha.error'),
    expired: t('register.captcha.expired'),
    verificationRequired: t('register.captcha.verificationRequired'),
    waitAlert: t('register.captcha.waitAlert'),
    loading: t('register.captcha.loading'),
    reload: t('register.captcha.reload'),
    verify: t('register.captcha.verify'),
  };
  const onCaptcha = useCallback((payload: string) => {
    setCaptcha(payload);
    if (payload) setServerErrors((current) => (current.altcha ? { ...current, altcha: undefined } : current));
  }, []);

  const birthShown = submitted;
  const birthServer = serverErrors.birth_year || serverErrors.birth_month || serverErrors.birth_date || null;
  const birthGroupError =
    birthServer ??
    (!birthShown
      ? null
      : clientErrors.birth_year || clientErrors.birth_month || clientErrors.birth_date === 'required'
        ? t('register.errors.birthRequired')
        : clientErrors.birth_date === 'birthDate'
          ? t('register.errors.birthDate')
          : null);
  const birthMissing = (part: 'birth_year' | 'birth_month' | 'birth_date') =>
    Boolean(serverErrors[part]) || (Boolean(birthGroupError) && (!values[part] || clientErrors.birth_date === 'birthDate'));
  const monthName = (month: number) => new Intl.DateTimeFormat(language || 'en', { month: 'long' }).format(new Date(2000, month - 1, 1));
  const birthErrorId = 'registration-birth-error';
  /** What the three date-of-birth selects share (like fieldProps): one group message describes all three. */
  const birthProps = (part: 'birth_year' | 'birth_month' | 'birth_date') => ({
    ref: (element: HTMLSelectElement | null) => {
      inputs.current[part] = element;
    },
    name: part,
    required: true,
    value: values[part],
    onChange: setBirth(part),
    invalid: birthMissing(part),
    state: values[part] ? ('success' as const) : ('idle' as const),
    describedBy: birthGroupError ? birthErrorId : undefined,
  });
  const affiliateNote = (() => {
    const typed = values.affiliate_code.trim().toUpperCase();
    if (!typed) return { tone: 'muted' as const, text: t('register.affiliateDefault', { code: defaultAffiliate, name: details.DefaultAffiliateName ? `(${details.DefaultAffiliateName})` : '' }).trim() };
    if (lookup.code !== typed) {
      // The default affiliate is known from page-details without a lookup.
      if (typed === defaultAffiliate.toUpperCase() && details.DefaultAffiliateName) return { tone: 'muted' as const, text: t('register.affiliateDefault', { code: defaultAffiliate, name: `(${details.DefaultAffiliateName})` }) };
      return null;
    }
    if (lookup.status === 'checking') return { tone: 'muted' as const, text: t('register.affiliateChecking') };
    if (lookup.status === 'found') return { tone: 'success' as const, text: lookup.name };
    if (lookup.status === 'unavailable') return { tone: 'muted' as const, text: t('register.affiliateUnavailable') };
    return null;
  })();

  const busyText = phase === 'solving' ? t('register.verifying') : phase === 'sending' ? t('register.submitting') : null;

  return (
    <>
      <form noValidate onSubmit={submit} aria-describedby="registration-intro">
        <input type="hidden" name="usertype" value={userType} />
        <Section>
          <legend>{t('register.sections.name')}</legend>
          <Row $columns="1fr 1fr 1fr">
            <TextField label={t('register.firstname')} autoComplete="given-name" required {...fieldProps('firstname')} />
            <TextField label={t('register.middlename')} autoComplete="additional-name" {...fieldProps('middlename')} />
            <TextField label={t('register.lastname')} autoComplete="family-name" required {...fieldProps('lastname')} />
          </Row>
        </Section>

        <Section aria-describedby={birthGroupError ? birthErrorId : undefined}>
          <legend>{t('register.sections.birth')}</legend>
          <DateRow>
            <SelectField label={t('register.year')} autoComplete="bday-year" {...birthProps('birth_year')}>
              <option value="">{t('register.choose')}</option>
              {birthYears(today).map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('register.month')} autoComplete="bday-month" {...birthProps('birth_month')}>
              <option value="">{t('register.choose')}</option>
              {birthMonths(values.birth_year || null, today).map((month) => (
                <option key={month} value={twoDigits(month)}>
                  {monthName(month)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('register.day')} autoComplete="bday-day" {...birthProps('birth_date')}>
              <option value="">{t('register.choose')}</option>
              {birthDays(values.birth_year || null, values.birth_month || null, today).map((day) => (
                <option key={day} value={twoDigits(day)}>
                  {day}
                </option>
              ))}
            </SelectField>
          </DateRow>
          <GroupMessage>
            {birthGroupError ? (
              <FieldError id={birthErrorId} role="alert">
                {birthGroupError}
              </FieldError>
            ) : null}
          </GroupMessage>
        </Section>

        <Section>
          <legend>{t('register.sections.account')}</legend>
          <Row>
            <TextField label={t('register.email')} type="email" autoComplete="email" required {...fieldProps('email')} />
            <TextField label={t('register.emailConfirm')} type="email" autoComplete="email" required {...fieldProps('email_confirm')} />
            <TextField label={t('register.password')} type="password" autoComplete="new-password" required hint={t('register.passwordHelp')} {...fieldProps('password')} />
            <TextField label={t('register.passwordConfirm')} type="password" autoComplete="new-password" required {...fieldProps('password_confirmation')} />
          </Row>
          <TextField label={t('register.passwordHint')} autoComplete="off" required hint={t('register.passwordHintHelp')} {...fieldProps('password_hint')} />
        </Section>

        <Section>
          <legend>{t('register.sections.phone')}</legend>
          <PhoneRow>
            <PhoneCodePicker
              ref={phoneRef}
              label={t('register.phoneCode')}
              listLabel={t('register.phoneCodeList')}
              options={phoneOptions}
              value={phone.key}
              onChange={(option) => {
                setPickedPhone(option);
                clearServerError('mobile_phone_country_code');
              }}
              error={errorText('mobile_phone_country_code')}
              state={stateOf('mobile_phone_country_code')}
            />
            <TextField label={t('register.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" required hint={t('register.mobileHelp')} {...fieldProps('mobile_no')} />
          </PhoneRow>
          {defaultCountry === 'CN' ? (
            <CheckboxField label={t('register.wechat')} name="we_chat" checked={values.we_chat} onChange={(event) => setTyped((current) => ({ ...current, we_chat: event.target.checked }))} />
          ) : (
            <CheckboxField label={t('register.whatsapp')} name="what_app" checked={values.what_app} onChange={(event) => setTyped((current) => ({ ...current, what_app: event.target.checked }))} />
          )}
        </Section>

        {affiliateShown ? (
          <Section>
            <legend>{t('register.sections.affiliate')}</legend>
            <TextField label={t('register.affiliate')} autoComplete="off" spellCheck={false} required {...fieldProps('affiliate_code')} onBlur={onAffiliateBlur} />
            <div aria-live="polite">
              {affiliateNote && (!errorText('affiliate_code') || !values.affiliate_code.trim()) ? (
                <AffiliateStatus $tone={affiliateNote.tone} data-testid="affiliate-status">
                  {affiliateNote.text}
                </AffiliateStatus>
              ) : null}
            </div>
          </Section>
        ) : null}

        <Section>
          <legend>{t('register.sections.captcha')}</legend>
          <CaptchaField
            ref={captchaRef}
            label={t('register.captchaLabel')}
            language={language || 'en'}
            strings={captchaStrings}
            onChange={onCaptcha}
            error={errorText('altcha')}
            solved={Boolean(captcha)}
          />
        </Section>

        <SubmitButton type="submit" disabled={phase !== 'idle'} aria-describedby={busyText ? 'registration-busy' : undefined}>
          {busyText ?? t('register.submit')}
        </SubmitButton>
        <FieldHint id="registration-busy" role="status">
          {busyText ?? ''}
        </FieldHint>
        <Notes>
          <p>
            <RichText
              namespace={ACCOUNT_NAMESPACE}
              i18nKey="register.terms"
              components={{ terms: <Link to={paths.termsCondition.to()} />, privacy: <Link to={paths.privacyPolicy.to()} /> }}
            />
          </p>
          <p>
            <RichText namespace={ACCOUNT_NAMESPACE} i18nKey="register.haveAccount" components={{ login: <Link to={`${paths.login.to()}${carried}`} /> }} />
          </p>
        </Notes>
      </form>

      <Modal
        open={modal?.kind === 'errors'}
        onOpenChange={(open) => (open ? undefined : closeModal())}
        title={t('common.errorTitle')}
        closeLabel={t('common.close')}
        role="alertdialog"
      >
        <p>{t('register.errorsIntro')}</p>
        <ErrorList data-testid="registration-errors">
          {modal?.kind === 'errors' ? modal.errors.map((message, index) => <li key={`${index}-${message}`}>{message}</li>) : null}
        </ErrorList>
      </Modal>
      <Modal open={modal?.kind === 'success'} onOpenChange={(open) => (open ? undefined : closeModal())} title={t('register.successTitle')} closeLabel={t('common.close')}>
        <p data-testid="registration-message">{modal?.kind === 'success' ? modal.msg : ''}</p>
      </Modal>
    </>
  );
}
