import type { TranslationTree } from '@gbx/shared';

export const hi: TranslationTree = {
  on: 'स्टॉक में वापस आने पर हम आपको ईमेल करेंगे',
  off: 'इस उत्पाद के बारे में आपको ईमेल नहीं किया जाएगा',
};
