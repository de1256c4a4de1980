import { useCallback, useEffect } from 'react';
import { useT, type Translate } from '@gbx/shared';
import { Field, useFieldProblem } from '@gbx/shared/form-fields';
import { texts } from './texts';
import { comparableAffiliateCode } from './affiliate-code';
import { UNKNOWN_AFFILIATE } from './problem-text';
import type { RegistrationFormApi } from './registration-rules';
import { AffiliateStatus, Section } from './registration-styles';
import type { AffiliateLookup, AffiliateLookupApi } from './use-affiliate-lookup';

const FIELD = 'affiliate_code';

interface DefaultAffiliate {
  code: string;
  /** Its name from page-details, when known. */
  name?: string | undefined;
}

/** The line under the field: the default affiliate, the lookup under way, the name found, or that the lookup could not be made. */
function affiliateNote(typed: string, lookup: AffiliateLookup, fallback: DefaultAffiliate, t: Translate) {
  if (!typed) return { tone: 'muted' as const, text: t('register.affiliateDefault', { code: fallback.code, name: fallback.name ? `(${fallback.name})` : '' }).trim() };
  if (lookup.code !== typed) {
    // The default affiliate is known from page-details without a lookup.
    if (typed === fallback.code.toUpperCase() && fallback.name) return { tone: 'muted' as const, text: t('register.affiliateDefault', { code: fallback.code, name: `(${fallback.name})` }) };
    return null;
  }
  if (lookup.status === 'checking') return { tone: 'muted' as const, text: t('register.affiliateChecking') };
  if (lookup.status === 'found') return { tone: 'success' as const, text: lookup.name };
  if (lookup.status === 'unavailable') return { tone: 'muted' as const, text: t('register.affiliateUnavailable') };
  return null;
}

/** The code in the field now (comparable). */
const typedIn = (form: RegistrationFormApi) => comparableAffiliateCode(form.getValues(FIELD));
/** The field shows that the lookup did not find its code. */
const unknownShownIn = (form: RegistrationFormApi) => form.getFieldState(FIELD).error?.message === UNKNOWN_AFFILIATE;

interface AffiliateSectionProps {
  form: RegistrationFormApi;
  affiliate: AffiliateLookupApi;
  /** The code of the route ('' when none): looked up at once, so the visitor sees who referred them. */
  routeCode: string;
  fallback: DefaultAffiliate;
}

/**
 * The primary affiliate of §5 (vendors and affiliates, with the switch on): a
 * code is looked up on leaving the field, and one the lookup does not find is
 * the field's error at once, as the API's answer about that field.
 */
export function AffiliateSection({ form, affiliate, routeCode, fallback }: AffiliateSectionProps) {
  const { t } = useT(texts.namespace);
  const { lookup, run } = affiliate;
  const typed = comparableAffiliateCode(form.watch(FIELD));
  const problem = useFieldProblem(FIELD);
  const { submitCount } = form.formState;

  const check = useCallback(
    async (code: string) => {
      const result = await run(code);
      if (result.code !== typedIn(form)) return;
      if (result.status === 'notFound') form.setError(FIELD, { type: 'lookup', message: UNKNOWN_AFFILIATE });
      else if (unknownShownIn(form)) form.clearErrors(FIELD);
    },
    [form, run],
  );
  useEffect(() => {
    if (routeCode) void check(routeCode);
  }, [routeCode, check]);
  // Each send looks up a code not looked up yet (the default one, or one sent with Enter), as the API will.
  useEffect(() => {
    const code = typedIn(form);
    if (submitCount > 0 && code && code !== lookup.code) void check(code);
  }, [submitCount, lookup.code, check, form]);

  const onBlur = () => {
    const code = typedIn(form);
    if (code && (lookup.code !== code || lookup.status === 'unavailable')) void check(code);
  };
  // Another code is no longer the one the lookup did not find (the rules judge it again once the form was sent).
  const onChange = () => {
    if (unknownShownIn(form)) form.clearErrors(FIELD);
  };

  const note = affiliateNote(typed, lookup, fallback, t);
  return (
    <Section>
      <legend>{t('register.sections.affiliate')}</legend>
      <Field name={FIELD} label={t('register.affiliate')} autoComplete="off" spellCheck={false} required onBlur={onBlur} onChange={onChange} />
      <div aria-live="polite">
        {note && (!problem || !typed) ? (
          <AffiliateStatus $tone={note.tone} data-testid="affiliate-status">
            {note.text}
          </AffiliateStatus>
        ) : null}
      </div>
    </Section>
  );
}
