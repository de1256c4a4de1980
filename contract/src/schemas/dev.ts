import { Type } from 'typebox';
import { GbxProductId, Success, nullable, text } from './common.js';

/* Development only (not served when NODE_ENV=production): what the tests and the e2e suite read. */

export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, description: 'Only mails to this address (case-insensitive)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const OutboxReply = Type.Object({
  status: Success,
  messages: Type.Array(Type.Object({
    id: Type.Integer(),
    to: text(),
    subject: text(),
    text: text(),
    html: text(),
    links: Type.Array(text(), { description: 'The addresses in the text: verification and reset links' }),
    created_at: text(),
  })),
});

export const ContactMessagesQuery = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254, description: 'Only messages from this address (case-insensitive)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const ContactMessagesReply = Type.Object({
  status: Success,
  messages: Type.Array(Type.Object({
    id: Type.Integer(),
    reference: text(),
    name: text(),
    email: text(),
    subject: text(),
    message: text(),
    location: nullable(text()),
    language: nullable(text()),
    created_at: text(),
  })),
});

/**
 * A vendor's edit of one product, as the vendor back office (not part of this
 * product) would write it: a plain UPDATE of the products table, nothing more,
 * so the tests see a change reach the API the way any write to the database does.
 */
export const ProductChangeBody = Type.Object({
  gbxproductid: GbxProductId,
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  stock_qty: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});
export const ProductChangeReply = Type.Object({ status: Success, msg: text() });

/**
 * Development only: a vendor posts a new product, a copy of an existing one
 * (its title, category, place, prices and stock) with a new id and the time
 * of now, so the e2e suite sees a saved search's new-result count move.
 */
export const ProductCopyBody = Type.Object({ gbxproductid: GbxProductId });
export const ProductCopyReply = Type.Object({ status: Success, msg: text(), gbxproductid: GbxProductId });
