import { useCallback, type RefObject } from 'react';
import { useLanguage, useT, type Translate } from '@gbx/shared';
import { useFieldProblem } from '@gbx/shared/form-fields';
import { texts } from './texts';
import { CaptchaField, type CaptchaHandle, type CaptchaStrings } from './captcha-field';
import type { RegistrationFormApi } from './registration-rules';
import { Section } from './registration-styles';

function captchaStrings(t: Translate): CaptchaStrings {
  return {
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
}

/**
 * The security check: the captcha's answer is the form's `altcha` value (''
 * while unsolved); a new answer takes away the error of the last one (refused
 * by the API, or not found when the form was sent).
 */
export function CaptchaSection({ form, captchaRef }: { form: RegistrationFormApi; captchaRef: RefObject<CaptchaHandle | null> }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const problem = useFieldProblem('altcha');
  const solved = Boolean(form.watch('altcha'));
  // Registered for the focus: the form's first field in error, or the one the API named.
  const { ref: register } = form.register('altcha');
  const onChange = useCallback(
    (payload: string) => {
      form.setValue('altcha', payload);
      if (payload) form.clearErrors('altcha');
    },
    [form],
  );
  const ref = (handle: CaptchaHandle | null) => {
    captchaRef.current = handle;
    register(handle);
  };

  return (
    <Section>
      <legend>{t('register.sections.captcha')}</legend>
      <CaptchaField ref={ref} label={t('register.captchaLabel')} language={language || 'en'} strings={captchaStrings(t)} onChange={onChange} error={problem} solved={solved} />
    </Section>
  );
}
