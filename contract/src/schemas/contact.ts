import { Type } from 'typebox';
import { CONTACT_LOCATIONS } from '../rules/contact.js';
import { DeviceContextFields, Success, literals, text } from './common.js';

/*
 * The contact form of /contact-us (§2.15, §5). The spec shows no submit
 * behaviour; the API stores the message for the support team. The schema types
 * and bounds every field; which ones are filled in and valid is checked by the
 * contact rules (@gbx/contract/rules), so each wrong field gets its own message.
 */
export const ContactRequest = Type.Object({
  ...DeviceContextFields,
  name: Type.Optional(Type.String({ maxLength: 1000, description: 'Required, at most 100 characters' })),
  email: Type.Optional(Type.String({ maxLength: 1000, description: 'Required, a valid e-mail address (the reply goes there)' })),
  subject: Type.Optional(Type.String({ maxLength: 1000, description: 'Required, at most 150 characters' })),
  message: Type.Optional(Type.String({ maxLength: 20000, description: 'Required, at most 5000 characters' })),
  location: Type.Optional(literals(['', ...CONTACT_LOCATIONS] as const, { description: 'The office selected on the page' })),
  language: Type.Optional(Type.String({ maxLength: 10, pattern: '^[A-Za-z_-]*$', description: 'Interface language code, e.g. en' })),
});

export const ContactReply = Type.Object({
  status: Success,
  msg: text(),
  reference: text('What the visitor can quote when writing again, e.g. C-000042'),
});
