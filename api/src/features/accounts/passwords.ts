import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): ~15 ms per hash here. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE_MSG = 'Password must be at least 8 characters long and contain both upper case and lower case letters';

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

/** The password rule of §5 (the spec's unused rule set, enforced here): 8+ characters, upper and lower case. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || !/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password)) return PASSWORD_RULE_MSG;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return null;
}
