import { httpStatusOf } from '@gbx/shared';

/**
 * The server's own `msg` of a failed call, when it answered one (a 429 "too
 * many attempts, please wait 4 minutes", a 400): what §8 says the account
 * forms show. None for a call that got no answer, or an answer without one.
 * (Here, not in @gbx/shared: only the account pages need it, and the shared
 * module is part of every page's first visit.)
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (httpStatusOf(error) === undefined) return undefined;
  const msg = (error as { response?: { data?: { msg?: unknown } } }).response?.data?.msg;
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
}
