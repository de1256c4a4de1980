import type { TranslationTree } from '@gbx/shared';

export const zh: TranslationTree = {
  on: '到货时我们会给您发送电子邮件',
  off: '您将不会收到有关此商品的电子邮件',
};
