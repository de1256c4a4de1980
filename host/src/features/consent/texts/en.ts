/**
 * The consent page's texts in English (§2.2, word for word): a namespace of
 * their own, loaded with the page, which a visitor sees once.
 */
export const en = {
  tagline: "The World's Online Store",
  serverName: 'GBX Marketplace',
  flagAlt: 'Flag of {{country}}',
  welcome: 'Welcome to GBX Marketplace, the internet of commerce and convenience',
  cookieText:
    'We use cookies to run this marketplace: they remember your language and your location, keep you signed in, and let us show every price in your own currency. By clicking AGREE you accept our <privacy>Privacy Policy</privacy> and our <terms>Terms of Use</terms>.',
  agree: 'AGREE',
  disagree: 'DISAGREE',
  tiles: 'What you can do here',
  findProduct: 'Find Your Product',
  findService: 'Find Your Service',
  findPromotion: 'Find Your Promotion',
  refusalTitle: 'Cookie consent',
  refusal: 'To continue using our services please click Agree with Privacy Policy',
  close: 'Close',
};
