import type { TranslationTree } from '@gbx/shared';

export const ar: TranslationTree = {
  tagline: 'متجر العالم الإلكتروني',
  serverName: 'GBX Marketplace',
  flagAlt: 'علم {{country}}',
  welcome: 'مرحبًا بك في GBX Marketplace، إنترنت التجارة والسهولة',
  cookieText:
    'نستخدم ملفات تعريف الارتباط لتشغيل هذا السوق الإلكتروني: فهي تتذكر لغتك وموقعك، وتُبقيك مسجَّل الدخول، وتتيح لنا عرض كل سعر بعملتك المحلية. بالنقر على «أوافق» فإنك توافق على <privacy>سياسة الخصوصية</privacy> و<terms>شروط الاستخدام</terms> الخاصة بنا.',
  agree: 'أوافق',
  disagree: 'لا أوافق',
  tiles: 'ما يمكنك القيام به هنا',
  findProduct: 'ابحث عن منتجك',
  findService: 'ابحث عن خدمتك',
  findPromotion: 'ابحث عن عرضك الترويجي',
  refusalTitle: 'الموافقة على ملفات تعريف الارتباط',
  refusal: 'لمواصلة استخدام خدماتنا، يُرجى النقر على «أوافق» للموافقة على سياسة الخصوصية',
  close: 'إغلاق',
};
