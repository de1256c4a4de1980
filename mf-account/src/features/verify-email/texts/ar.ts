import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/ar';

/** The texts of the e-mail verification page (§2.14) in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  common,
  verify: {
    title: 'التحقق من البريد الإلكتروني',
    progress: 'جارٍ التحقق من البريد الإلكتروني',
    successTitle: 'نجاح',
    verified: 'تم التحقق من بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.',
    failed: 'تعذّر التحقق من بريدك الإلكتروني بهذا الرابط.',
    unreachable: 'تعذّر الوصول إلى الخادم للتحقق من بريدك الإلكتروني. يرجى المحاولة مرة أخرى.',
    login: 'تسجيل الدخول',
  },
};
