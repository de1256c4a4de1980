import type { TranslationTree } from '@gbx/shared';

export const ar: TranslationTree = {
  message: 'الكلمات المفتاحية محدودة بـ {{limit}} حرفًا؛ وقد حُذف الباقي.',
};
