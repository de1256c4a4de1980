/** The texts every static page shares in English. */
export const en = {
  back: 'BACK',
  eyebrow: 'GBX Marketplace · Information',
  onThisPage: 'On this page',
  backToIndex: 'Back to the index',
  opensInNewTab: '(opens in a new tab)',
};
