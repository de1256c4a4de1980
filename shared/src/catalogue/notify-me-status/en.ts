import type { TranslationTree } from '@gbx/shared';

export const en = {
  on: 'We will e-mail you when it is back in stock',
  off: 'You will not be e-mailed about this product',
} satisfies TranslationTree;
