import { notifyMeListPath, notifyMeSubscribePath, notifyMeUnsubscribePath, pathWith } from '@gbx/contract/paths';
import type * as contract from '@gbx/contract/schemas';
import type { Static } from '@gbx/contract/schemas';
import { apiClient, getData, postData, sessionFields } from '@gbx/shared';
import type { SessionFields } from '../wire-types';

/*
 * Notify me (§2.8's checkbox on an out-of-stock item; issue 41;
 * api/src/features/notify-me): the session buyer asks for one e-mail when an
 * out-of-stock product is back in stock. Identity is the session cookie: 401
 * without a session (the host then goes to /login), 403 for another user type.
 * No Idempotency-Key: asking again changes nothing (created false).
 */

/** A product the buyer waits for: product_id, GBXProductID, ProductTitle, language (of the mail), subscribedAt. */
export type NotifyMeSubscription = Static<typeof contract.NotifyMeSubscription>;
export type NotifyMeListResponse = Static<typeof contract.NotifyMeListReply>;
export type NotifyMeRequest = Static<typeof contract.NotifyMeRequest> & SessionFields;
export type NotifyMeSubscribeResponse = Static<typeof contract.NotifyMeSubscribeReply>;
export type NotifyMeUnsubscribeResponse = Static<typeof contract.NotifyMeUnsubscribeReply>;

/** The out-of-stock products the session buyer waits for, newest first, and how many a buyer may wait for. */
export function getNotifyMeList(): Promise<NotifyMeListResponse> {
  return getData<NotifyMeListResponse>(notifyMeListPath);
}

/**
 * Asks to be told when the product is back in stock, in `language` (the
 * interface language; without it the API takes Accept-Language, else English).
 * 404 for an unknown product; 409 for one in stock (add it to the cart
 * instead) or when the buyer waits for the most already.
 */
export function postNotifyMeSubscribe(gbxproductid: string, language?: string): Promise<NotifyMeSubscribeResponse> {
  const body: NotifyMeRequest = { ...sessionFields(), gbxproductid, ...(language === undefined ? {} : { language }) };
  return postData<NotifyMeSubscribeResponse>(notifyMeSubscribePath, body);
}

/** No longer waits for the product; 404 when the buyer had not asked about it. */
export async function deleteNotifyMe(gbxproductid: string): Promise<NotifyMeUnsubscribeResponse> {
  const response = await apiClient().delete<NotifyMeUnsubscribeResponse>(pathWith(notifyMeUnsubscribePath, { gbxproductid }));
  return response.data;
}
