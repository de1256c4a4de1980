/**
 * The login session's cookie (HttpOnly): the API sets it at login and reads
 * who is signed in from it, never from a field of a request's body; the
 * host's server passes it on to the API when it renders a signed-in buyer's
 * page, so the page shows what the API answers that buyer.
 */
export const SESSION_COOKIE = 'gbx_session';
