import { reportProductPath } from '@gbx/contract/paths';
import { postOnce, sessionFields } from '@gbx/shared';
import type { ReportRequest, ReportResponse } from '../wire-types';

export type ReportInput = Omit<ReportRequest, keyof ReturnType<typeof sessionFields>>;

/** Reports a product or its vendor; a visitor may too. 400 names the wrong fields, 429 means too many reports from this address. */
export function postReportProduct(input: ReportInput): Promise<ReportResponse> {
  const body: ReportRequest = { ...sessionFields(), ...input };
  return postOnce<ReportResponse>(reportProductPath, body);
}
