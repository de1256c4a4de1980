import type { TranslationTree } from '@gbx/shared';

/** The words every account page shares, in Arabic: each feature's texts carry them under `common`. */
export const common: TranslationTree = {
  close: 'إغلاق',
  messageTitle: 'رسالة',
  errorTitle: 'رسالة خطأ',
  somethingWrong: 'حدث خطأ ما، يرجى المحاولة مرة أخرى',
  tryAgain: 'حاول مرة أخرى',
  loading: 'جارٍ التحميل…',
};
