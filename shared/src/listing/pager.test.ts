import { describe, expect, it } from 'vitest';
import { pageCount, pagerSteps, pageWindow, readGoToPage } from './pager-rules';

describe('pager rules (§9: 12 per page, 10 page links)', () => {
  it('counts whole pages of 12, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(5000)).toBe(417);
  });

  it('shows every page when there are ten or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows ten links around the current page, held in at both ends', () => {
    expect(pageWindow(1, 417)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(6, 417)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageWindow(100, 417)).toEqual([96, 97, 98, 99, 100, 101, 102, 103, 104, 105]);
    expect(pageWindow(417, 417)).toEqual([408, 409, 410, 411, 412, 413, 414, 415, 416, 417]);
  });

  it('keeps a page out of range (a stale address) inside the window', () => {
    expect(pageWindow(0, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(999, 20)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('leads First and Previous back, Next and Last on, none of them past an end', () => {
    expect(pagerSteps(1, 106)).toEqual({ next: 2, last: 106 });
    expect(pagerSteps(2, 106)).toEqual({ first: 1, previous: 1, next: 3, last: 106 });
    expect(pagerSteps(50, 106)).toEqual({ first: 1, previous: 49, next: 51, last: 106 });
    expect(pagerSteps(106, 106)).toEqual({ first: 1, previous: 105 });
    expect(pagerSteps(1, 1)).toEqual({});
  });

  it('reads a stale page (past the end, below 1) as the nearest end', () => {
    expect(pagerSteps(999, 20)).toEqual({ first: 1, previous: 19 });
    expect(pagerSteps(-4, 20)).toEqual({ next: 2, last: 20 });
  });

  it('goes to a typed page only when it is a whole number from 1 to the last', () => {
    expect(readGoToPage('106', 106)).toBe(106);
    expect(readGoToPage(' 7 ', 106)).toBe(7);
    expect(readGoToPage('1', 106)).toBe(1);
    for (const bad of ['107', '0', '-3', '2.5', '1e2', 'abc', '', '   ', '9999999999']) expect(readGoToPage(bad, 106)).toBeNull();
  });
});
