import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@gbx/contract/rules';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): ~15 ms per hash here. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The messages of the password rule's problems (@gbx/contract/rules passwordProblem). */
export const PASSWORD_RULE_MESSAGES = {
  weak: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long and contain both upper case and lower case letters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a password nobody knows: verified against when the e-mail is unknown, so both cases take as long. */
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash (unknown account) it still does the work and answers false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`unknown-account-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** What is wrong with a typed password (§5's rule set, enforced), in words; null when it is strong enough. */
export function passwordRuleMessage(password: string): string | null {
  const problem = passwordProblem(password);
  return problem === 'weak' || problem === 'tooLong' ? PASSWORD_RULE_MESSAGES[problem] : null;
}
