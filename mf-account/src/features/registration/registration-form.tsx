import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '@gbx/shared/router';
import { paths, RichText, useApiMutation, useT, type RegistrationForm as RegistrationWireForm, type RegistrationPageDetails, type UserType } from '@gbx/shared';
import { FieldHint, Form, useRuleForm } from '@gbx/shared/form-fields';
import { SubmitButton } from '../../components/account-card';
import { texts } from './texts';
import { useCarriedReturn } from '../../lib/carried-return';
import { AccountSection } from './account-section';
import { AffiliateSection } from './affiliate-section';
import { comparableAffiliateCode, initialAffiliateCode, showsAffiliateField } from './affiliate-code';
import { BirthDateSection } from './birth-date-section';
import type { CaptchaHandle } from './captcha-field';
import { CaptchaSection } from './captcha-section';
import { NameSection } from './name-section';
import { PhoneSection } from './phone-section';
import { CAPTCHA_MISSING, problemText, UNKNOWN_AFFILIATE } from './problem-text';
import { refusalOf, sendRegistration, toWireForm, welcomeOf, type Refusal } from './registration-call';
import { RegistrationOutcome } from './registration-outcome';
import { EMPTY_REGISTRATION, firstErrorField, registrationProblemKeys, type RegistrationField, type RegistrationFormValues } from './registration-rules';
import { Notes } from './registration-styles';
import { useAffiliateLookup } from './use-affiliate-lookup';

interface RegistrationFormProps {
  userType: UserType;
  details: RegistrationPageDetails;
  /** The {affcode} of the route, raw. */
  routeAffiliate?: string;
}

/** The registration form of §2.13 with the rules of §5 and the outcomes of §4. */
export function RegistrationForm({ userType, details, routeAffiliate }: RegistrationFormProps) {
  const { t } = useT(texts.namespace);
  const navigate = useNavigate();
  // The login page's return (a visitor's pending add, issue 38) goes back to it.
  const carried = useCarriedReturn();
  const today = useMemo(() => new Date(), []);
  const country = String(details.country_code || 'IN').toUpperCase();
  const affiliateShown = showsAffiliateField(userType, details.affiliate_switch);
  const defaultAffiliate = String(details.DefaultAffiliate ?? '');
  const routeCode = initialAffiliateCode(routeAffiliate, '');
  const affiliate = useAffiliateLookup();
  const unknownAffiliate = affiliate.lookup.status === 'notFound' ? affiliate.lookup.code : '';

  // The phone code is the phone section's to set: the detected country's until the visitor picks one.
  const form = useRuleForm<RegistrationFormValues>(
    { ...EMPTY_REGISTRATION, affiliate_code: initialAffiliateCode(routeAffiliate, defaultAffiliate), altcha: '' },
    (values) => registrationProblemKeys(values, { affiliateShown, today, unknownAffiliate }),
  );
  const translate = useMemo(() => problemText(t, defaultAffiliate), [t, defaultAffiliate]);
  const captchaRef = useRef<CaptchaHandle>(null);
  // The captcha step before the send: from solving it until the send it leads to has ended.
  const [solving, setSolving] = useState(false);
  // The first field the API named, focused once the errors modal closes.
  const pendingFocus = useRef<RegistrationField | null>(null);

  /** The fields the API named keep its message until they change; a refused captcha answer is thrown away. */
  const showRefusal = ({ byField }: Refusal) => {
    for (const [field, message] of Object.entries(byField) as Array<[RegistrationField, string]>) form.setError(field, { type: 'server', message });
    if (byField.altcha) captchaRef.current?.reset();
    pendingFocus.current = firstErrorField(byField);
  };
  const send = useApiMutation({
    mutationFn: (wire: RegistrationWireForm) => sendRegistration(userType, wire),
    onSettled: (answer, error) => {
      setSolving(false);
      const refusal = refusalOf(answer, error, t);
      if (refusal) showRefusal(refusal);
    },
  });
  const refusal = refusalOf(send.data, send.error, t);
  const welcome = welcomeOf(send.data);

  /** §5: a code not looked up yet is looked up before sending; one the lookup does not find stops the send. */
  const affiliateKnown = async (typed: string) => {
    const code = comparableAffiliateCode(typed);
    // A code already looked up and not found is a problem of the rules.
    if (!code || code === affiliate.lookup.code || (await affiliate.run(code)).status !== 'notFound') return true;
    form.setError('affiliate_code', { type: 'lookup', message: UNKNOWN_AFFILIATE });
    form.setFocus('affiliate_code');
    return false;
  };
  /** The captcha's answer: the one the visitor solved, else solved now; '' (and the field's error) when it cannot be. */
  const captchaAnswer = async (solved: string) => {
    if (solved) return solved;
    setSolving(true);
    const answer = (await captchaRef.current?.solve()) ?? '';
    if (answer) {
      form.setValue('altcha', answer);
      return answer;
    }
    setSolving(false);
    form.setError('altcha', { type: 'captcha', message: CAPTCHA_MISSING });
    form.setFocus('altcha');
    return '';
  };
  const onValid = async (values: RegistrationFormValues) => {
    if (solving || send.isPending) return;
    if (affiliateShown && !(await affiliateKnown(values.affiliate_code))) return;
    const altcha = await captchaAnswer(values.altcha);
    if (!altcha) return;
    // Buyers have no affiliate field; a code from the route is still sent as the referrer.
    send.mutate(toWireForm(values, { altcha, country, affiliateCode: affiliateShown ? values.affiliate_code.trim() : routeCode }));
  };

  // After the errors modal closes, the focus goes to the first field the API named
  // (Radix returns the focus to the submit button first, in a zero-delay timer).
  const refused = refusal !== null;
  useEffect(() => {
    const field = pendingFocus.current;
    if (refused || !field) return;
    pendingFocus.current = null;
    const timer = window.setTimeout(() => form.setFocus(field), 20);
    return () => window.clearTimeout(timer);
  }, [refused, form]);
  const closeOutcome = () => {
    send.reset();
    if (welcome !== null) navigate(`${paths.login.to()}${carried}`);
  };

  const busyText = send.isPending ? t('register.submitting') : solving ? t('register.verifying') : null;
  return (
    <>
      <Form form={form} onValid={onValid} t={translate} aria-describedby="registration-intro">
        <input type="hidden" name="usertype" value={userType} />
        <NameSection />
        <BirthDateSection form={form} today={today} />
        <AccountSection />
        <PhoneSection form={form} details={details} country={country} />
        {affiliateShown ? (
          <AffiliateSection form={form} affiliate={affiliate} routeCode={routeCode} fallback={{ code: defaultAffiliate, name: details.DefaultAffiliateName }} />
        ) : null}
        <CaptchaSection form={form} captchaRef={captchaRef} />
        <SubmitButton type="submit" disabled={busyText !== null} aria-describedby={busyText ? 'registration-busy' : undefined}>
          {busyText ?? t('register.submit')}
        </SubmitButton>
        <FieldHint id="registration-busy" role="status">
          {busyText ?? ''}
        </FieldHint>
        <Notes>
          <p>
            <RichText
              namespace={texts.namespace}
              i18nKey="register.terms"
              components={{ terms: <Link to={paths.termsCondition.to()} />, privacy: <Link to={paths.privacyPolicy.to()} /> }}
            />
          </p>
          <p>
            <RichText namespace={texts.namespace} i18nKey="register.haveAccount" components={{ login: <Link to={`${paths.login.to()}${carried}`} /> }} />
          </p>
        </Notes>
      </Form>
      <RegistrationOutcome refusal={refusal?.messages ?? null} welcome={welcome} onClose={closeOutcome} />
    </>
  );
}
