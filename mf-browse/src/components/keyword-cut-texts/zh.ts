import type { TranslationTree } from '@gbx/shared';

export const zh: TranslationTree = {
  message: '关键词最多 {{limit}} 个字符；超出部分已被截去。',
};
