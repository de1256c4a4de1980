import { httpStatusOf } from '@gbx/shared';

/**
 * The text to show for a failed password call: the server's own `msg` when it
 * answered one (a 429 "too many attempts", a 400), else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const msg = (error as { response?: { data?: { msg?: unknown } } } | null)?.response?.data?.msg;
  return httpStatusOf(error) !== undefined && typeof msg === 'string' && msg.trim() ? msg : fallback;
}
