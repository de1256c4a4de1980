import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/ar';

/** The texts of the login page (§2.12) in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  common,
  login: {
    title: 'تسجيل الدخول',
    intro: 'سجّل الدخول إلى حساب المشتري في GBX Marketplace لاستخدام سلة التسوق وقائمة الأمنيات والتواصل مع البائعين.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    remember: 'تذكرني',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    forgot: 'هل نسيت كلمة المرور',
    terms: 'بتسجيل الدخول فإنك توافق على <terms>الشروط والأحكام</terms>.',
    register: 'جديد في GBX Marketplace؟ <register>سجّل كمشترٍ</register>',
    somethingWrong: 'حدث خطأ ما، يرجى المحاولة مرة أخرى',
    errors: {
      emailRequired: 'أدخل بريدك الإلكتروني.',
      emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
      passwordRequired: 'أدخل كلمة المرور.',
    },
  },
};
