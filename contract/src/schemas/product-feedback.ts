import { Type } from 'typebox';
import { REPORT_TARGETS } from '../rules/product-feedback.js';
import { DeviceContextFields, GbxProductId, Success, literals, text } from './common.js';

/*
 * Report Product / Report Vendor and Contact Vendor (§2.9; the spec shows no
 * action, ours). The schema bounds the fields; the rules of
 * @gbx/contract/rules say which values are right, so each wrong field gets
 * its own message.
 */
export const ReportRequest = Type.Object({
  ...DeviceContextFields,
  gbxproductid: GbxProductId,
  target: literals(REPORT_TARGETS, { description: 'What is reported: the product, or its vendor' }),
  reason: Type.Optional(Type.String({ maxLength: 40, description: 'One of counterfeit, prohibited, misleading, offensive, fraud, other' })),
  comment: Type.Optional(Type.String({ maxLength: 5000, description: 'At most 1000 characters; required when the reason is other' })),
});

export const ReportReply = Type.Object({ status: Success, msg: text(), reference: text('What the visitor can quote, e.g. R-000042') });

export const ContactVendorRequest = Type.Object({
  ...DeviceContextFields,
  gbxproductid: GbxProductId,
  message: Type.Optional(Type.String({ maxLength: 10000, description: 'Required, at most 2000 characters' })),
});

export const ContactVendorReply = Type.Object({ status: Success, msg: text(), reference: text('e.g. M-000042') });
