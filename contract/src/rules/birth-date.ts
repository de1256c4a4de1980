/** §9: minimum age 18, earliest birth year 1920. */
export const MIN_AGE = 18;
export const EARLIEST_BIRTH_YEAR = 1920;

/** A day of the calendar, month 1 to 12. The API uses today's UTC date, a browser the visitor's own. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The three birth-date fields of the registration form (§3) as typed: '1990', '05', '17'. */
export interface BirthDateInput {
  birth_year?: string | undefined;
  birth_month?: string | undefined;
  birth_date?: string | undefined;
}

export type BirthDateField = keyof BirthDateInput;
export type BirthDateProblem = 'required' | 'outOfRange' | 'invalid' | 'notInMonth' | 'tooYoung';

/** The newest birth year offered: 18 years before the current year (§5). */
export function latestBirthYear(today: CalendarDate): number {
  return today.year - MIN_AGE;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Age in whole years on `today`; a 29 February birthday counts on 1 March in a common year. */
export function ageOn(today: CalendarDate, birth: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

function whole(value: string): number | null {
  return /^[0-9]{1,4}$/.test(value) ? Number(value) : null;
}

/**
 * The birth-date rules of §5: all three parts, the year from 1920 to this year
 * minus 18, a month and a day that exist, and 18 or older on `today`. Returns the
 * problem of each part (a date that does not exist is the day's problem, an age
 * under 18 the year's), or the date as YYYY-MM-DD.
 */
export function birthDateProblems(input: BirthDateInput, today: CalendarDate): { problems: Partial<Record<BirthDateField, BirthDateProblem>>; date?: string } {
  const problems: Partial<Record<BirthDateField, BirthDateProblem>> = {};
  const raw = { year: (input.birth_year ?? '').trim(), month: (input.birth_month ?? '').trim(), day: (input.birth_date ?? '').trim() };
  const year = whole(raw.year);
  const month = whole(raw.month);
  const day = whole(raw.day);
  if (!raw.year) problems.birth_year = 'required';
  else if (year === null || year < EARLIEST_BIRTH_YEAR || year > latestBirthYear(today)) problems.birth_year = 'outOfRange';
  if (!raw.month) problems.birth_month = 'required';
  else if (month === null || month < 1 || month > 12) problems.birth_month = 'invalid';
  if (!raw.day) problems.birth_date = 'required';
  else if (day === null || day < 1 || day > 31) problems.birth_date = 'invalid';
  if (Object.keys(problems).length || year === null || month === null || day === null) return { problems };
  if (day > daysInMonth(year, month)) return { problems: { birth_date: 'notInMonth' } };
  if (ageOn(today, { year, month, day }) < MIN_AGE) return { problems: { birth_year: 'tooYoung' } };
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return { problems, date: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
