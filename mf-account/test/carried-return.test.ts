import { describe, expect, it } from 'vitest';
import { NEXT_PARAM, PENDING_ADD_PARAM } from '@gbx/shared/pending-add';
import { carriedReturn } from '../src/lib/carried-return';

describe('the login return carried through registration', () => {
  it('names the parameters the login page reads', () => {
    expect(carriedReturn(`?${NEXT_PARAM}=/deals-promotion&${PENDING_ADD_PARAM}=wishlist:GBX00000001`)).toBe('?next=%2Fdeals-promotion&add=wishlist%3AGBX00000001');
  });

  it('keeps only the return, and nothing when there is none', () => {
    expect(carriedReturn('?next=%2Fproduct-detail%2FGBX00000002&utm=x&add=')).toBe('?next=%2Fproduct-detail%2FGBX00000002');
    expect(carriedReturn('?utm=x')).toBe('');
    expect(carriedReturn('')).toBe('');
  });

  it('passes a value on as it came: the login page checks it when it uses it', () => {
    expect(carriedReturn('?next=https%3A%2F%2Fevil.example')).toBe('?next=https%3A%2F%2Fevil.example');
  });
});
