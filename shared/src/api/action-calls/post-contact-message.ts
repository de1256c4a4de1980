import { contactUsPath } from '@gbx/contract/paths';
import { getDeviceContext, postOnce } from '@gbx/shared';
import type { DeviceContext } from '../../device/types';

/**
 * The contact form of /contact-us (§2.15, §5). The spec shows no submit
 * behaviour; our API stores the message (api/src/features/contact).
 */

/** The offices of the contact page's location selector. */
export type ContactLocation = 'Canada' | 'USA' | 'Europe' | 'India';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The office selected on the page. */
  location?: ContactLocation | '';
  /** The interface language, so the answer comes in it. */
  language?: string;
}

export interface ContactMessageRequest extends DeviceContext, ContactMessageInput {}

/** `{ status: '1', msg, reference }` when stored. */
export interface ContactMessageResponse {
  status: '1' | '0';
  msg: string;
  reference?: string;
}

/**
 * The 400 answer names every wrong field (`errors`); 429 means too many
 * messages from this address (Retry-After says for how long).
 */
export interface ContactMessageError {
  status: '0';
  msg: string;
  errors?: Array<{ field?: string; msg: string }>;
}

/** Sends a message of the contact form. */
export function postContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  const body: ContactMessageRequest = { ...getDeviceContext(), ...input };
  return postOnce<ContactMessageResponse>(contactUsPath, body);
}
