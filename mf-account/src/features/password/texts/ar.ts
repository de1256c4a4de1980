import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/ar';

/** The texts of the forgot-password and new-password pages (§2.14) in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  common,
  login: {
    forgot: 'هل نسيت كلمة المرور',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    intro: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لتعيين كلمة مرور جديدة.',
    email: 'البريد الإلكتروني',
    submit: 'إرسال رابط إعادة تعيين كلمة المرور',
    submitting: 'جارٍ الإرسال…',
    login: 'لديك كلمة مرور؟ سجّل الدخول',
    errors: {
      emailRequired: 'أدخل بريدك الإلكتروني.',
      emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
    },
  },
  newPassword: {
    title: 'كلمة مرور جديدة',
    intro: 'اختر كلمة مرور جديدة لحسابك.',
    password: 'أدخل كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    submit: 'تعيين كلمة المرور الجديدة',
    submitting: 'جارٍ الحفظ…',
    modalTitle: 'عنوان النافذة',
    errors: {
      passwordRequired: 'أدخل كلمة مرور جديدة.',
      weakPassword: 'استخدم 8 أحرف على الأقل، مع أحرف كبيرة وصغيرة.',
      confirmRequired: 'أكّد كلمة المرور الجديدة.',
      mismatch: 'التأكيد لا يطابق كلمة المرور.',
    },
  },
};
