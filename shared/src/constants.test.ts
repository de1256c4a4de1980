import { describe, expect, it } from 'vitest';
import {
  COMING_SOON_SEGMENTS,
  DEFAULT_COUNTRY,
  DEFAULT_DIAL_CODE,
  DEFAULT_LANGUAGE,
  DEVICE_TYPE,
  MARKET_SEGMENTS,
  PAGE_SIZE,
  PAGER_LINKS,
  SUCCESS,
  isSuccess,
  offsetForPage,
} from './constants';

describe('business constants (§9)', () => {
  it('have the values of the spec', () => {
    expect(SUCCESS).toBe('1');
    expect(DEVICE_TYPE).toBe('WEB');
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(DEFAULT_COUNTRY).toBe('IN');
    expect(DEFAULT_DIAL_CODE).toBe('91');
    expect(PAGE_SIZE).toBe(12);
    expect(PAGER_LINKS).toBe(10);
  });

  it('lists 9 active and 3 coming-soon market segments', () => {
    expect([...MARKET_SEGMENTS].sort()).toEqual(['B2B', 'B2C', 'B2G', 'C2C', 'G2B', 'G2G', 'M2B', 'M2C', 'M2G']);
    expect(COMING_SOON_SEGMENTS).toEqual(['F2C', 'F2B', 'F2G']);
  });
});

describe('offsetForPage', () => {
  it('is 12 x (page - 1)', () => {
    expect(offsetForPage(1)).toBe(0);
    expect(offsetForPage(2)).toBe(12);
    expect(offsetForPage(10)).toBe(108);
  });

  it('never goes negative or fractional', () => {
    expect(offsetForPage(0)).toBe(0);
    expect(offsetForPage(-3)).toBe(0);
    expect(offsetForPage(2.7)).toBe(12);
    expect(offsetForPage(Number.NaN)).toBe(0);
  });
});

describe('isSuccess', () => {
  it("accepts the string '1' and the number 1 only", () => {
    expect(isSuccess('1')).toBe(true);
    expect(isSuccess(1)).toBe(true);
    expect(isSuccess('0')).toBe(false);
    expect(isSuccess(0)).toBe(false);
    expect(isSuccess(true)).toBe(false);
    expect(isSuccess(undefined)).toBe(false);
  });
});
