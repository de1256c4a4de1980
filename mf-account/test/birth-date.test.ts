import { describe, expect, it } from 'vitest';
import { daysInMonth, EARLIEST_BIRTH_YEAR } from '@gbx/contract/rules';
import { birthDays, birthMonths, birthYears, fitBirthDate, latestBirthYear, twoDigits } from '../src/features/registration/birth-date';

// 14 May 2026, local time.
const today = new Date(2026, 4, 14, 10, 30);

describe('birth years (§5)', () => {
  it('run from 18 years before the current year down to 1920', () => {
    const years = birthYears(today);
    expect(latestBirthYear(today)).toBe(2008);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(EARLIEST_BIRTH_YEAR);
    expect(years).toHaveLength(2008 - 1920 + 1);
    expect(years).not.toContain(2009);
    expect(years).not.toContain(1919);
  });

  it('are newest first and without gaps', () => {
    const years = birthYears(today);
    years.slice(1).forEach((year, index) => expect(year).toBe((years[index] ?? 0) - 1));
  });

  it('move with the current year', () => {
    expect(birthYears(new Date(2030, 0, 1))[0]).toBe(2012);
  });
});

describe('birth months', () => {
  it('are all twelve in any year but the youngest', () => {
    expect(birthMonths(2007, today)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(birthMonths('1920', today)).toHaveLength(12);
    expect(birthMonths(null, today)).toHaveLength(12);
  });

  it('stop at the current month in the youngest year', () => {
    expect(birthMonths(2008, today)).toEqual([1, 2, 3, 4, 5]);
    expect(birthMonths('2008', today)).toEqual([1, 2, 3, 4, 5]);
    expect(birthMonths(2008, new Date(2026, 0, 31))).toEqual([1]);
    expect(birthMonths(2008, new Date(2026, 11, 31))).toHaveLength(12);
  });
});

describe('birth days', () => {
  it('follow the length of the month', () => {
    expect(birthDays(2007, 4, today)).toHaveLength(30);
    expect(birthDays(2007, 1, today)).toHaveLength(31);
    expect(birthDays(2001, 2, today)).toHaveLength(28);
    expect(birthDays(2004, 2, today)).toHaveLength(29);
  });

  it('offer 29 February while the year is open, and 31 days while the month is', () => {
    expect(birthDays(null, 2, today)).toHaveLength(29);
    expect(birthDays(null, null, today)).toHaveLength(31);
    expect(birthDays(2008, null, today)).toHaveLength(31);
  });

  it("stop at today's day in the youngest year's current month", () => {
    expect(birthDays(2008, 5, today)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
    expect(birthDays('2008', '05', today).at(-1)).toBe(14);
    // Earlier months of the youngest year are whole.
    expect(birthDays(2008, 4, today)).toHaveLength(30);
    // The same month in an older year is whole.
    expect(birthDays(2007, 5, today)).toHaveLength(31);
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
});

describe('fitBirthDate', () => {
  it('clears a month the youngest year does not offer, and keeps a day every month has', () => {
    expect(fitBirthDate({ year: '2008', month: '09', day: '10' }, today)).toEqual({ year: '2008', month: '', day: '10' });
    expect(fitBirthDate({ year: '2008', month: '09', day: '31' }, today)).toEqual({ year: '2008', month: '', day: '31' });
  });

  it('clears a day past today in the youngest month', () => {
    expect(fitBirthDate({ year: '2008', month: '05', day: '20' }, today)).toEqual({ year: '2008', month: '05', day: '' });
    expect(fitBirthDate({ year: '2008', month: '05', day: '14' }, today)).toEqual({ year: '2008', month: '05', day: '14' });
  });

  it('clears 31 in a 30-day month and 29 February in a common year', () => {
    expect(fitBirthDate({ year: '1990', month: '04', day: '31' }, today).day).toBe('');
    expect(fitBirthDate({ year: '2001', month: '02', day: '29' }, today).day).toBe('');
    expect(fitBirthDate({ year: '2004', month: '02', day: '29' }, today).day).toBe('29');
  });

  it('keeps a date that is still offered, and empty parts empty', () => {
    expect(fitBirthDate({ year: '1990', month: '12', day: '31' }, today)).toEqual({ year: '1990', month: '12', day: '31' });
    expect(fitBirthDate({ year: '', month: '', day: '' }, today)).toEqual({ year: '', month: '', day: '' });
  });
});

describe('twoDigits', () => {
  it('pads months and days to two digits', () => {
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(12)).toBe('12');
  });
});
