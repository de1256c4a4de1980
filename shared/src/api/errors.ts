/** The data of the catch-all network error, spelled as §8 spells it. */
export const NETWORK_ERROR_DATA = 'net work error';

/**
 * §8: "Response with no body: treated as a network error: status 500, data 'net
 * work error'". The clients reject with this for a response without a body and for
 * a request that got no response at all, so a caller handles both in one place.
 * It is an Error (stack trace, `instanceof`) that also has the `status` and `data`
 * of the spec's plain object.
 */
export class NetworkError extends Error {
  readonly status = 500;
  readonly data = NETWORK_ERROR_DATA;

  /** `cause` is what actually happened (the axios error or the empty response), for logs. */
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_DATA, { cause });
    this.name = 'NetworkError';
  }
}

/** Also recognises the plain { status: 500, data: 'net work error' } shape, e.g. from a second copy of this module. */
export function isNetworkError(error: unknown): error is NetworkError {
  if (error instanceof NetworkError) return true;
  const candidate = error as { status?: unknown; data?: unknown } | null;
  return typeof candidate === 'object' && candidate !== null && candidate.status === 500 && candidate.data === NETWORK_ERROR_DATA;
}

/** The HTTP status of a failed call, when the server answered (areas need not import axios). */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}
