import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/hi';

/** The texts of the e-mail verification page (§2.14) in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  common,
  verify: {
    title: 'ईमेल सत्यापन',
    progress: 'ईमेल सत्यापन जारी है',
    successTitle: 'सफलता',
    verified: 'आपका ईमेल पता सत्यापित हो गया है। अब आप लॉग इन कर सकते हैं।',
    failed: 'इस लिंक से आपका ईमेल पता सत्यापित नहीं हो सका।',
    unreachable: 'आपका ईमेल पता सत्यापित करने के लिए सर्वर से संपर्क नहीं हो सका। कृपया फिर से प्रयास करें।',
    login: 'लॉग इन करें',
  },
};
