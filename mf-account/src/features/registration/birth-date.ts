import { daysInMonth, EARLIEST_BIRTH_YEAR, MIN_AGE } from '@gbx/contract/rules';

/*
 * The date-of-birth pickers of §5: years from 18 years before the current year
 * down to 1920; in that youngest year the months, and in its current month the
 * days, stop at today's date, so every date offered is an 18th birthday or
 * earlier. Pure functions of `today` (the visitor's local date); the limits and
 * the check of a chosen date are the contract's, the same as the API's.
 */

export interface BirthDate {
  /** '1990', or '' when not chosen. */
  year: string;
  /** '01' to '12', or ''. */
  month: string;
  /** '01' to '31', or ''. */
  day: string;
}

/** The newest year offered: the current year minus 18. */
export function latestBirthYear(today: Date): number {
  return today.getFullYear() - MIN_AGE;
}

/** Years offered, newest first: current year - 18 down to 1920. */
export function birthYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = latestBirthYear(today); year >= EARLIEST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

function whole(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : null;
}

/** Months offered for a year: all twelve, or up to the current month in the youngest year. */
export function birthMonths(year: string | number | null, today: Date): number[] {
  const last = whole(year) === latestBirthYear(today) ? today.getMonth() + 1 : 12;
  return Array.from({ length: last }, (_, index) => index + 1);
}

/**
 * Days offered for a year and month: the days of that month (29 for a February
 * whose year is not chosen yet, 31 when no month is chosen), and in the youngest
 * year's current month only up to today.
 */
export function birthDays(year: string | number | null, month: string | number | null, today: Date): number[] {
  const y = whole(year);
  const m = whole(month);
  let last = m === null ? 31 : daysInMonth(y ?? 2000, m);
  if (y === latestBirthYear(today) && m === today.getMonth() + 1) last = Math.min(last, today.getDate());
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** '7' -> '07': how months and days are sent. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * After a year or month changes: keeps the month and day while they are still
 * offered, and clears the ones that are not (a visitor picks them again rather
 * than having a date changed behind their back).
 */
export function fitBirthDate(date: BirthDate, today: Date): BirthDate {
  const month = date.month && !birthMonths(date.year || null, today).includes(Number(date.month)) ? '' : date.month;
  const day = date.day && !birthDays(date.year || null, month || null, today).includes(Number(date.day)) ? '' : date.day;
  return { year: date.year, month, day };
}
