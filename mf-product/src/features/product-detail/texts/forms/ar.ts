import type { TranslationTree } from '@gbx/shared';

/** The report and contact forms of the product page in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  report: {
    thanks: 'شكرًا لك: سيراجع فريق الثقة والأمان بلاغك. المرجع {{reference}}.',
    reason: 'السبب',
    reasons: {
      counterfeit: 'منتج مزيّف، أو نسخة مقلّدة تُباع على أنها أصلية',
      prohibited: 'منتج محظور أو مقيّد',
      misleading: 'وصف أو سعر مضلِّل',
      offensive: 'محتوى مسيء',
      fraud: 'اشتباه في احتيال',
      other: 'سبب آخر',
    },
    comment: 'تعليق (اختياري)',
    commentRequired: 'تعليق (مطلوب مع سبب آخر)',
    send: 'إرسال البلاغ',
    problems: {
      reason: 'اختر سببًا.',
      comment: {
        required: 'اذكر ما هو الخطأ.',
        tooLong: '1000 حرف على الأكثر.',
        invalid: 'لا يمكن إرسال هذا التعليق.',
      },
    },
  },
  contact: {
    message: 'رسالتك',
    send: 'إرسال الرسالة',
    sent: 'أُرسلت رسالتك إلى البائع. المرجع {{reference}}.',
    problems: {
      required: 'اكتب رسالتك.',
      tooLong: '2000 حرف على الأكثر.',
      invalid: 'لا يمكن إرسال هذه الرسالة.',
    },
  },
  charactersLeft: 'الأحرف المتبقية: {{left}}',
  sendFailed: 'تعذّر الإرسال. يُرجى المحاولة مرة أخرى.',
};
