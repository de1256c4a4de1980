import { reportProblems, vendorMessageProblem, type ReportReason } from '@gbx/contract/rules';

/*
 * The feedback dialogs' rules are the contract's (@gbx/contract/rules), the
 * ones the API applies; here each problem becomes the text key that says it
 * (texts/forms), as the forms' useRuleForm wants them.
 */

export type ReportValues = { reason: ReportReason | ''; comment: string };

export type VendorMessageValues = { message: string };

/** A report: a reason from the list; a comment within its limit, required for 'other'. */
export function reportTextKeys(values: ReportValues) {
  const problems = reportProblems(values);
  return {
    reason: problems.reason ? 'report.problems.reason' : null,
    comment: problems.comment ? `report.problems.comment.${problems.comment}` : null,
  };
}

/** A message to a vendor: written, within its limit. */
export function vendorMessageTextKeys({ message }: VendorMessageValues) {
  const problem = vendorMessageProblem(message);
  return { message: problem ? `contact.problems.${problem}` : null };
}
