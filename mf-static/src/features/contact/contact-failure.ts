import { isNetworkError } from '@gbx/shared';
import { type ContactMessageError } from '@gbx/shared/action-calls';
import { CONTACT_FIELDS, contactProblem, type ContactProblems, type ContactValues } from './validate-contact';

/*
 * What the contact form says when the API did not store the message: too
 * many messages (429: how long to wait), the fields it refused (400: each
 * field says it), or that sending failed (anything else; the message stays).
 */

export type ContactFailure = { kind: 'limited'; minutes: number } | { kind: 'fields'; problems: ContactProblems } | { kind: 'failed' };

/** What the API answered when a call failed: the status and the JSON body, or nothing for a network error. */
function answerOf(error: unknown): { status?: number; body?: ContactMessageError } {
  if (isNetworkError(error)) return {};
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  return { status: response?.status, body: response?.data as ContactMessageError | undefined };
}

function retryMinutes(error: unknown): number {
  const headers = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response?.headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 10;
}

/** Why the message `sent` was not stored (the error of its send). */
export function contactFailure(error: unknown, sent: ContactValues): ContactFailure {
  const { status, body } = answerOf(error);
  if (status === 429) return { kind: 'limited', minutes: retryMinutes(error) };
  const problems: ContactProblems = {};
  for (const item of body?.errors ?? []) {
    const field = CONTACT_FIELDS.find((candidate) => candidate === item.field);
    // The field's own rule says what is wrong; else the API's check went further than the form's (an address, a length).
    if (field) problems[field] = contactProblem(field, sent[field]) ?? (field === 'email' ? 'invalid' : 'tooLong');
  }
  return status && status < 500 && Object.keys(problems).length ? { kind: 'fields', problems } : { kind: 'failed' };
}
