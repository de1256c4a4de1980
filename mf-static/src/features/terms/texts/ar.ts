import type { TranslationTree } from '@gbx/shared';
import { arBodies } from './bodies/ar';
import { withBodies } from './with-bodies';

const titles: Record<string, string> = {
  facilitativePlatform: 'دورنا بصفتنا منصة وسيطة',
  eligibility: 'من يحق له الشراء والبيع: من بلغ 18 عامًا فأكثر',
  generalProhibitions: 'المحظورات العامة',
  artifacts: 'القطع الأثرية والممتلكات الثقافية',
  currencyAndStamps: 'العملات والنقود المعدنية والطوابع',
  contractsAndTickets: 'العقود والتذاكر',
  cardsAndFinancialInstruments: 'بطاقات الائتمان والأدوات المالية',
  drugs: 'المخدرات وأدوات تعاطيها',
  offensiveMaterial: 'المواد المسيئة',
  eventTickets: 'تذاكر الفعاليات',
  facesNamesSignatures: 'الوجوه والأسماء والتواقيع',
  weapons: 'الأسلحة والسكاكين',
  alcoholAndTobacco: 'الكحول والتبغ',
  governmentIdsAndUniforms: 'الوثائق الحكومية والرخص والأزياء الرسمية',
  hazardousMaterials: 'المواد الخطرة',
  humanParts: 'الرفات البشرية وأعضاء الجسم',
  invoices: 'الفواتير والإيصالات',
  mailingLists: 'القوائم البريدية والمعلومات الشخصية',
  nonTransferableItems: 'المنتجات غير القابلة للتحويل',
  policeItems: 'المنتجات المتعلقة بالشرطة',
  pornography: 'المواد الإباحية ومواد البالغين',
  medicalDrugsAndDevices: 'الأدوية الموصوفة والأجهزة الطبية',
  counterfeitsAndPiratedCopies: 'المنتجات المقلَّدة والنسخ المقرصنة',
  hackingAndSpyEquipment: 'معدات الاختراق والتجسس',
  software: 'البرمجيات',
  stolenProperty: 'الممتلكات المسروقة',
  transitItems: 'المنتجات المتعلقة بالنقل والشحن',
  usedClothingAndCosmetics: 'الملابس المستعملة ومستحضرات التجميل',
  wildlife: 'الحيوانات ومنتجات الحياة البرية',
  textileQuotas: 'المنسوجات الخاضعة لحصص الاستيراد',
  sanctionedItems: 'المنتجات الخاضعة للحظر والعقوبات',
  enforcement: 'التطبيق والإبلاغ والتعديلات على هذه السياسة',
};

/** Terms in Modern Standard Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  title: 'الشروط والأحكام',
  lead: 'سياستنا بشأن المنتجات المحظورة والمقيَّدة: ما يمكن عرضه على GBX Marketplace، وما لا يمكن عرضه إلا بشروط، وما لا يجوز عرضه أبدًا.',
  meta: 'تسري هذه السياسة على كل إعلان وكل متجر بائع وكل رسالة على GBX Marketplace، في جميع البلدان التي نخدمها.',
  glanceTitle: 'الحدود في لمحة',
  glance: {
    age: 'لا يجوز لأي شخص دون 18 عامًا الشراء أو البيع على GBX Marketplace.',
    knives: 'لا يُسمح بالسكاكين التي يزيد طول شفرتها على 10 سم.',
    badges: 'يجب ألا يقل عمر شارات الشرطة التاريخية عن 75 عامًا، وأن يذكر الإعلان عمرها.',
    transit: 'يجب ألا يقل عمر ملابس النقل العتيقة عن 10 سنوات.',
    coins: 'يجب أن تحمل النسخ المقلَّدة من العملات المعدنية إحدى العلامات COPY أو REPRODUCTION أو REPLICA.',
  },
  indexTitle: 'فهرس المنتجات المحظورة والمقيَّدة',
  indexHint: '28 فئة من المنتجات. ينقلك كل بند إلى القسم الخاص به.',
  sections: withBodies(titles, arBodies),
};
