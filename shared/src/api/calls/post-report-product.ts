import { postData, sessionFields } from '../request';
import type { ReportRequest, ReportResponse } from '../wire-types';

/** Our design (§2.9 shows no action for Report Product / Report Vendor): the report is stored for the trust and safety team. */
export const reportProductPath = '/api/product/report';

export type ReportInput = Omit<ReportRequest, keyof ReturnType<typeof sessionFields>>;

/** Reports a product or its vendor; a visitor may too. 400 names the wrong fields, 429 means too many reports from this address. */
export function postReportProduct(input: ReportInput): Promise<ReportResponse> {
  const body: ReportRequest = { ...sessionFields(), ...input };
  return postData<ReportResponse>(reportProductPath, body);
}
