import type { TranslationTree } from '@gbx/shared';

/** The words every account page shares, in Chinese: each feature's texts carry them under `common`. */
export const common: TranslationTree = {
  close: '关闭',
  messageTitle: '消息',
  errorTitle: '错误消息',
  somethingWrong: '出了点问题，请重试',
  tryAgain: '重试',
  loading: '正在加载…',
};
