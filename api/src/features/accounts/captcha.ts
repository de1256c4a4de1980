import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountsConfig } from './accounts-config.js';

/**
 * The registration form's proof-of-work captcha: ALTCHA (altcha-lib, MIT), self
 * hosted. GET /api/captcha/challenge hands out a signed PBKDF2/SHA-256
 * challenge; the ALTCHA widget (or altcha-lib's solveChallenge) finds the
 * counter and submits base64(JSON { challenge, solution }) in the form field
 * `altcha`. A solution counts once: its signature's hash goes into
 * captcha_uses until the challenge expires.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export type CaptchaOutcome = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

export const CAPTCHA_MESSAGES: Record<Exclude<CaptchaOutcome, 'ok'>, string> = {
  missing: 'Please complete the captcha',
  invalid: 'The captcha answer is not valid: please solve the captcha again',
  expired: 'The captcha has expired: please solve it again',
  used: 'This captcha answer has already been used: please solve the captcha again',
};

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget's field value, or null when it is not a well-formed ALTCHA v2 payload. */
export function parseCaptchaPayload(value: string): Payload | null {
  if (value.length > 4000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const { parameters, signature } = parsed.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (parameters.algorithm !== CAPTCHA_ALGORITHM) return null;
  if (typeof parameters.nonce !== 'string' || !/^[0-9a-f]{2,128}$/.test(parameters.nonce)) return null;
  if (typeof parameters.salt !== 'string' || !/^[0-9a-f]{2,128}$/.test(parameters.salt)) return null;
  if (typeof parameters.cost !== 'number' || typeof parameters.keyLength !== 'number' || typeof parameters.keyPrefix !== 'string') return null;
  if (typeof parsed.solution.counter !== 'number' || typeof parsed.solution.derivedKey !== 'string') return null;
  return parsed as unknown as Payload;
}

export class Captcha {
  private readonly keySecret: string;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: AccountsConfig,
  ) {
    this.keySecret = createHash('sha256').update(`altcha-key:${config.captchaSecret}`).digest('hex');
  }

  /** A new signed challenge, valid for captchaTtlSeconds. */
  challenge(): Promise<Challenge> {
    const max = this.config.captchaMaxCounter;
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: this.config.captchaCost,
      // Deterministic mode: the expected work is the counter; checking a solution is one HMAC.
      counter: randomInt(max, Math.max(1, Math.floor(max / 2))),
      deriveKey,
      expiresAt: new Date(Date.now() + this.config.captchaTtlSeconds * 1000),
      hmacSignatureSecret: this.config.captchaSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Checks a submitted solution and spends it; through `trx` when given, so that a write rolled back gives the solution back. */
  async redeem(value: string | undefined, trx: Kysely<DB> = this.db): Promise<CaptchaOutcome> {
    if (!value || !value.trim()) return 'missing';
    const payload = parseCaptchaPayload(value.trim());
    if (!payload) return 'invalid';
    let verified;
    try {
      verified = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.config.captchaSecret,
        hmacKeySignatureSecret: this.keySecret,
      });
    } catch {
      return 'invalid';
    }
    if (verified.expired) return 'expired';
    if (!verified.verified) return 'invalid';
    const idHash = createHash('sha256').update(payload.challenge.signature ?? '').digest('hex');
    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + this.config.captchaTtlSeconds) * 1000);
    await trx.deleteFrom('captcha_uses').where('expires_at', '<', sql<Date>`now()`).execute();
    const inserted = await trx
      .insertInto('captcha_uses')
      .values({ id_hash: idHash, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('id_hash').doNothing())
      .returning('id_hash')
      .executeTakeFirst();
    return inserted ? 'ok' : 'used';
  }
}
