import type { TranslationTree } from '@gbx/shared';

export const ar: TranslationTree = {
  search: {
    label: 'ابحث عن فئة',
    placeholder: 'اكتب اسم فئة، مثل Boats',
    listLabel: 'اقتراحات الفئات',
    found_zero: 'لا اقتراحات.',
    found_one: 'اقتراح واحد: استخدم الأسهم للتنقل وEnter للاختيار.',
    found_two: 'اقتراحان: استخدم الأسهم للتنقل وEnter للاختيار.',
    found_few: '{{count}} اقتراحات: استخدم الأسهم للتنقل وEnter للاختيار.',
    found_many: '{{count}} اقتراحًا: استخدم الأسهم للتنقل وEnter للاختيار.',
    found_other: '{{count}} اقتراح: استخدم الأسهم للتنقل وEnter للاختيار.',
    noMatch: 'لا يحتوي اسم أي فئة على «{{text}}».',
  },
  showSubcategories: 'الفئات الفرعية لـ {{name}}',
  loadingLevel: 'جارٍ تحميل الفئات',
  modal: {
    title: 'جميع الفئات',
    close: 'إغلاق',
    hint: 'اختر اسمًا لعرض منتجاته، أو زر القائمة بجانبه لفتح فئاته الفرعية.',
    categories: 'الفئات',
    column1: 'الفئة الفرعية 1',
    column2: 'الفئة الفرعية 2',
    column3: 'الفئة الفرعية 3',
    empty1: 'لا توجد فئة فرعية 1',
    empty2: 'لا توجد فئة فرعية 2',
    empty3: 'لا توجد فئة فرعية 3',
  },
};
