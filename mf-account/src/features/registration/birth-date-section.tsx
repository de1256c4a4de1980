import { useLanguage, useT } from '@gbx/shared';
import { FieldError, TextField, useFieldProblem } from '@gbx/shared/form-fields';
import { texts } from './texts';
import { birthDays, birthMonths, birthYears, fitBirthDate, twoDigits } from './birth-date';
import { BIRTH_TOO_YOUNG } from './problem-text';
import type { RegistrationFormApi } from './registration-rules';
import { DateRow, GroupMessage, Section } from './registration-styles';

const PARTS = ['birth_year', 'birth_month', 'birth_date'] as const;
type BirthPart = (typeof PARTS)[number];
const GROUP_ERROR_ID = 'registration-birth-error';

/**
 * The date of birth of §5: three pickers whose choices stop at an 18th
 * birthday (birth-date.ts), and one message for the three, which describes each
 * of them; a part that is missing (or every part of a date that is not
 * allowed) is marked invalid.
 */
export function BirthDateSection({ form, today }: { form: RegistrationFormApi; today: Date }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const [year, month, day] = form.watch(PARTS);
  const problems = { birth_year: useFieldProblem('birth_year'), birth_month: useFieldProblem('birth_month'), birth_date: useFieldProblem('birth_date') };
  const groupProblem = problems.birth_year ?? problems.birth_month ?? problems.birth_date;
  const tooYoung = form.getFieldState('birth_date').error?.message === BIRTH_TOO_YOUNG;
  const monthName = (value: number) => new Intl.DateTimeFormat(language || 'en', { month: 'long' }).format(new Date(2000, value - 1, 1));

  // A new year or month clears the month and day no longer offered (the visitor picks them again).
  const fit = () => {
    const [y, m, d] = form.getValues(PARTS);
    const fitted = fitBirthDate({ year: y, month: m, day: d }, today);
    if (fitted.month !== m) form.setValue('birth_month', fitted.month);
    if (fitted.day !== d) form.setValue('birth_date', fitted.day);
  };
  /** What the three selects share: registered, each judged again with the others, described by the one message. */
  const selectProps = (part: BirthPart, value: string) => ({
    ...form.register(part, { onChange: fit, deps: PARTS.filter((other) => other !== part) }),
    required: true,
    invalid: Boolean(problems[part]) || tooYoung,
    state: value ? ('success' as const) : ('idle' as const),
    describedBy: groupProblem ? GROUP_ERROR_ID : undefined,
  });

  return (
    <Section aria-describedby={groupProblem ? GROUP_ERROR_ID : undefined}>
      <legend>{t('register.sections.birth')}</legend>
      <DateRow>
        <TextField as="select" label={t('register.year')} autoComplete="bday-year" {...selectProps('birth_year', year)}>
          <option value="">{t('register.choose')}</option>
          {birthYears(today).map((option) => (
            <option key={option} value={String(option)}>
              {option}
            </option>
          ))}
        </TextField>
        <TextField as="select" label={t('register.month')} autoComplete="bday-month" {...selectProps('birth_month', month)}>
          <option value="">{t('register.choose')}</option>
          {birthMonths(year || null, today).map((option) => (
            <option key={option} value={twoDigits(option)}>
              {monthName(option)}
            </option>
          ))}
        </TextField>
        <TextField as="select" label={t('register.day')} autoComplete="bday-day" {...selectProps('birth_date', day)}>
          <option value="">{t('register.choose')}</option>
          {birthDays(year || null, month || null, today).map((option) => (
            <option key={option} value={twoDigits(option)}>
              {option}
            </option>
          ))}
        </TextField>
      </DateRow>
      <GroupMessage>
        {groupProblem ? (
          <FieldError id={GROUP_ERROR_ID} role="alert">
            {groupProblem}
          </FieldError>
        ) : null}
      </GroupMessage>
    </Section>
  );
}
