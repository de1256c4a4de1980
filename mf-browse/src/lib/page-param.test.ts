// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, readPageParam } from './page-param';

describe('readPageParam', () => {
  it('reads a whole number from 1', () => {
    expect(readPageParam('3')).toBe(3);
    expect(readPageParam(' 12 ')).toBe(12);
    expect(readPageParam('007')).toBe(7);
  });

  it.each([null, '', '-1', '0', 'abc', '2.5', '1e3', '+2', '3abc'])('reads %j as page 1', (text) => {
    expect(readPageParam(text)).toBe(1);
  });

  it('keeps a page within what the API accepts', () => {
    expect(readPageParam('999999999')).toBe(MAX_PAGE);
    expect(MAX_PAGE).toBe(833_334);
  });
});
