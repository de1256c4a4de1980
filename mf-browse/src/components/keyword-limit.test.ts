// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { limitKeyword, MAX_KEYWORD_LENGTH } from './keyword-limit';

describe('limitKeyword', () => {
  it('keeps a keyword within the limit as it is', () => {
    expect(limitKeyword('steel pipes')).toEqual({ text: 'steel pipes', cut: false });
    const exact = 'a'.repeat(MAX_KEYWORD_LENGTH);
    expect(limitKeyword(exact)).toEqual({ text: exact, cut: false });
  });

  it('cuts a longer one at the limit and says so', () => {
    expect(limitKeyword('a'.repeat(250))).toEqual({ text: 'a'.repeat(200), cut: true });
    expect(limitKeyword('abcdef', 4)).toEqual({ text: 'abcd', cut: true });
  });

  it('never keeps half of a character written with two units', () => {
    // '😀' is two UTF-16 units: at the limit it goes whole.
    expect(limitKeyword('abc😀', 4)).toEqual({ text: 'abc', cut: true });
    expect(limitKeyword('ab😀c', 4)).toEqual({ text: 'ab😀', cut: true });
  });
});
