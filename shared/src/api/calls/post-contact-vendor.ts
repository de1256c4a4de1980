import { postData, sessionFields } from '../request';
import type { ContactVendorRequest, ContactVendorResponse } from '../wire-types';

/** Our design (§2.9 Contact Vendor, active only for buyers): the message is stored for the product's vendor. */
export const contactVendorPath = '/api/buyer/contact-vendor';

/** Sends the session buyer's message to the vendor of a product; 401 without a session, 400 for an empty or too long message. */
export function postContactVendor(gbxproductid: string, message: string): Promise<ContactVendorResponse> {
  const body: ContactVendorRequest = { ...sessionFields(), gbxproductid, message };
  return postData<ContactVendorResponse>(contactVendorPath, body);
}
