import type { TranslationTree } from '@gbx/shared';

/** The words every account page shares, in Hindi: each feature's texts carry them under `common`. */
export const common: TranslationTree = {
  close: 'बंद करें',
  messageTitle: 'संदेश',
  errorTitle: 'त्रुटि संदेश',
  somethingWrong: 'कुछ गलत हो गया, कृपया फिर से प्रयास करें',
  tryAgain: 'फिर से प्रयास करें',
  loading: 'लोड हो रहा है…',
};
