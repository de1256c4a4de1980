import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/hi';

/** The texts of the login page (§2.12) in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  common,
  login: {
    title: 'लॉगिन',
    intro: 'अपनी कार्ट, विशलिस्ट और विक्रेताओं से संपर्क के लिए अपने GBX Marketplace खरीदार खाते में लॉग इन करें।',
    email: 'ईमेल पता',
    password: 'पासवर्ड',
    remember: 'मुझे याद रखें',
    submit: 'लॉगिन',
    submitting: 'लॉग इन हो रहा है…',
    forgot: 'अपना पासवर्ड भूल गए',
    terms: 'लॉग इन करके आप हमारी <terms>नियम और शर्तें</terms> स्वीकार करते हैं।',
    register: 'GBX Marketplace पर नए हैं? <register>खरीदार के रूप में पंजीकरण करें</register>',
    somethingWrong: 'कुछ गलत हो गया, कृपया फिर से प्रयास करें',
    errors: {
      emailRequired: 'अपना ईमेल पता दर्ज करें।',
      emailInvalid: 'मान्य ईमेल पता दर्ज करें, जैसे name@example.com।',
      passwordRequired: 'अपना पासवर्ड दर्ज करें।',
    },
  },
};
