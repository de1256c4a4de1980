import { contactVendorPath } from '@gbx/contract/paths';
import { postOnce, sessionFields } from '@gbx/shared';
import type { ContactVendorRequest, ContactVendorResponse } from '../wire-types';

/** Sends the session buyer's message to the vendor of a product; 401 without a session, 400 for an empty or too long message. */
export function postContactVendor(gbxproductid: string, message: string): Promise<ContactVendorResponse> {
  const body: ContactVendorRequest = { ...sessionFields(), gbxproductid, message };
  return postOnce<ContactVendorResponse>(contactVendorPath, body);
}
