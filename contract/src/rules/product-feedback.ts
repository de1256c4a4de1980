/**
 * Reports of a product or its vendor, and a buyer's message to a vendor
 * (§2.9: Report Product, Report Vendor and Contact Vendor; the spec shows no
 * action for them, ours). The same rules in the dialog and in the API.
 */

/** Why a visitor reports a product or a vendor. */
export const REPORT_REASONS = ['counterfeit', 'prohibited', 'misleading', 'offensive', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TARGETS = ['product', 'vendor'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Longest comment of a report, and longest message to a vendor. */
export const REPORT_COMMENT_LIMIT = 1000;
export const VENDOR_MESSAGE_LIMIT = 2000;

export type FeedbackProblem = 'required' | 'tooLong' | 'invalid';

/** Control characters other than tab and line breaks have no place in a message. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A comment or message as it is checked and stored: control characters dropped, line breaks made \n, trimmed. */
export function cleanFeedbackText(value: string | undefined): string {
  return (value ?? '').replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
}

export interface ReportInput {
  reason?: string;
  comment?: string;
}

/** What is wrong with a report, by field: a reason from the list; a comment within its limit, required when the reason is 'other'. */
export function reportProblems({ reason, comment }: ReportInput): Partial<Record<'reason' | 'comment', FeedbackProblem>> {
  const problems: Partial<Record<'reason' | 'comment', FeedbackProblem>> = {};
  if (!reason) problems.reason = 'required';
  else if (!(REPORT_REASONS as readonly string[]).includes(reason)) problems.reason = 'invalid';
  const text = cleanFeedbackText(comment);
  if (text.length > REPORT_COMMENT_LIMIT) problems.comment = 'tooLong';
  else if (reason === 'other' && !text) problems.comment = 'required';
  return problems;
}

/** What is wrong with a message to a vendor, or null. */
export function vendorMessageProblem(message: string | undefined): FeedbackProblem | null {
  const text = cleanFeedbackText(message);
  if (!text) return 'required';
  return text.length > VENDOR_MESSAGE_LIMIT ? 'tooLong' : null;
}
