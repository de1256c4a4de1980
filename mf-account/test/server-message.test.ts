// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NetworkError } from '@gbx/shared';
import { serverMessageOf } from '../src/lib/server-message';

const answered = (status: number, data: unknown) => Object.assign(new Error(`status ${status}`), { response: { status, data } });

describe('what a refused account call says', () => {
  it('is the server’s message when it answered one (a 429 says how long to wait)', () => {
    expect(serverMessageOf(answered(429, { status: '0', msg: 'Too many login attempts. Please wait 15 minutes and try again.' }))).toBe(
      'Too many login attempts. Please wait 15 minutes and try again.',
    );
  });

  it('is nothing for no answer, an empty or a non-text message', () => {
    expect(serverMessageOf(new NetworkError())).toBeUndefined();
    expect(serverMessageOf(answered(500, 'net work error'))).toBeUndefined();
    expect(serverMessageOf(answered(400, { msg: '  ' }))).toBeUndefined();
    expect(serverMessageOf(answered(400, { msg: { text: 'x' } }))).toBeUndefined();
    expect(serverMessageOf(null)).toBeUndefined();
  });
});
