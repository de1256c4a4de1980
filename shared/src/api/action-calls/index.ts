/**
 * @gbx/shared/action-calls: the calls a visitor's action makes in one area
 * (a form sent, the buyer's cart and wishlist changed, the login, the
 * captcha and the e-mail check), one function per call of §7, one file each,
 * as in ../calls; the buyer's saved searches and notify-me requests (issue 41),
 * one file per feature. An entry of its own, outside the federated singleton: each
 * area bundles only the calls it makes, so no page downloads the others'
 * (issue 38). The calls a page's first data or the shell needs stay in
 * @gbx/shared (../calls), which its queries use. Their modules import
 * @gbx/shared by package name: every call goes through the page's one client.
 */
export * from './get-captcha-challenge';
export * from './get-verify-email';
export * from './notify-me';
export * from './post-cart-remove';
export * from './post-cart-update';
export * from './post-contact-message';
export * from './post-contact-vendor';
export * from './post-forget-password';
export * from './post-get-affiliate';
export * from './post-login-auth';
export * from './post-registration-affiliate';
export * from './post-registration-buyer';
export * from './post-registration-vendor';
export * from './post-report-product';
export * from './post-reset-password';
export * from './post-wish-list-remove';
export * from './post-wish-list-to-cart';
export * from './saved-searches';
