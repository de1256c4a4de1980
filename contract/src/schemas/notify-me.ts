import { Type } from 'typebox';
import { NOTIFY_ME_MAX } from '../rules/saved-searches.js';
import { DeviceContextFields, GbxProductId, Success, flag, integer, text } from './common.js';

/*
 * Notify me (§2.8: "a notify-me checkbox for out-of-stock items (its action is
 * not shown)"; issue 41, our design): a buyer asks to be told when an
 * out-of-stock product is back. When its stock goes from 0 to more, each buyer
 * who asked gets one e-mail, in the language they asked in, with a link to the
 * product page, and the request ends. Identity is the session cookie.
 */

/** The interface language the buyer asked in (en, es, fr, zh, hi, ar; another one gets English). */
const Language = Type.String({ maxLength: 20, pattern: '^[A-Za-z_-]*$', description: 'Interface language code, e.g. fr; absent: Accept-Language, else en' });

export const NotifyMeRequest = Type.Object({ ...DeviceContextFields, gbxproductid: GbxProductId, language: Type.Optional(Language) });
export const NotifyMeParams = Type.Object({ gbxproductid: GbxProductId });

export const NotifyMeSubscription = Type.Object({
  product_id: Type.Integer(),
  GBXProductID: text(),
  ProductTitle: text(),
  language: text('The language of the mail: en, es, fr, zh, hi or ar'),
  subscribedAt: text('ISO 8601'),
});

export const NotifyMeListReply = Type.Object({
  status: Success,
  subscriptions: Type.Array(NotifyMeSubscription, { description: 'Newest first' }),
  limit: integer(`How many a buyer may have at once (${NOTIFY_ME_MAX})`),
});

export const NotifyMeSubscribeReply = Type.Object({
  status: Success,
  msg: text(),
  subscription: NotifyMeSubscription,
  created: flag('false: the buyer had asked already (the language is then the one asked in first)'),
});

export const NotifyMeUnsubscribeReply = Type.Object({ status: Success, msg: text() });
