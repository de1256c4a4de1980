import type { TranslationTree } from '@gbx/shared';

export const hi: TranslationTree = {
  message: 'कीवर्ड अधिकतम {{limit}} अक्षरों के हो सकते हैं; बाकी हिस्सा हटा दिया गया।',
};
