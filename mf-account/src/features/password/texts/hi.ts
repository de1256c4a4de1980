import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/hi';

/** The texts of the forgot-password and new-password pages (§2.14) in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  common,
  login: {
    forgot: 'अपना पासवर्ड भूल गए',
  },
  forgot: {
    title: 'पासवर्ड भूल गए',
    intro: 'अपने खाते का ईमेल पता दर्ज करें और हम आपको नया पासवर्ड सेट करने का लिंक भेजेंगे।',
    email: 'ईमेल पता',
    submit: 'पासवर्ड रीसेट लिंक भेजें',
    submitting: 'भेजा जा रहा है…',
    login: 'आपके पास पासवर्ड है? लॉग इन करें',
    errors: {
      emailRequired: 'अपना ईमेल पता दर्ज करें।',
      emailInvalid: 'मान्य ईमेल पता दर्ज करें, जैसे name@example.com।',
    },
  },
  newPassword: {
    title: 'नया पासवर्ड',
    intro: 'अपने खाते के लिए नया पासवर्ड चुनें।',
    password: 'पासवर्ड दर्ज करें',
    confirm: 'पासवर्ड की पुष्टि करें',
    submit: 'नया पासवर्ड सेट करें',
    submitting: 'सहेजा जा रहा है…',
    modalTitle: 'मोडल शीर्षक',
    errors: {
      passwordRequired: 'नया पासवर्ड दर्ज करें।',
      weakPassword: 'कम से कम 8 अक्षरों का उपयोग करें, बड़े और छोटे अक्षरों के साथ।',
      confirmRequired: 'नए पासवर्ड की पुष्टि करें।',
      mismatch: 'पुष्टि पासवर्ड से मेल नहीं खाती।',
    },
  },
};
