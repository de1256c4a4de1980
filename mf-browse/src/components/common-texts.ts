import { addTranslations, type NamespaceResources, type TranslationTree } from '@gbx/shared';

/** The i18n namespace of what every mf-browse page shares; each feature adds its own namespace. */
export const BROWSE_NAMESPACE = 'browse';

const en = {
  tryAgain: 'Try again',
  comingSoon: 'Coming Soon',
  /** What a tile shows for a count that is not available yet (§2.7 farmer segments). */
  noCount: '--',
  loading: 'Loading',
  /** The keyword search of the landing pages (§2.3, §2.4); the placeholder is the spec's. */
  keywordLabel: 'Search by keyword',
  keywordPlaceholder: 'Search by Keyword...',
  voiceSearch: 'Voice search',
  /** Beside a keyword field when what was typed or pasted was longer than the limit. */
  keywordCut: 'Keywords are limited to {{limit}} characters; the rest was cut.',
  products_one: '<n>{{value}}</n> product',
  products_other: '<n>{{value}}</n> products',
  vendors_one: '<n>{{value}}</n> vendor',
  vendors_other: '<n>{{value}}</n> vendors',
};

const hi: TranslationTree = {
  tryAgain: 'फिर से प्रयास करें',
  comingSoon: 'जल्द आ रहा है',
  noCount: '--',
  loading: 'लोड हो रहा है',
  keywordLabel: 'कीवर्ड से खोजें',
  keywordPlaceholder: 'कीवर्ड से खोजें...',
  voiceSearch: 'आवाज़ से खोज',
  keywordCut: 'कीवर्ड अधिकतम {{limit}} अक्षरों के हो सकते हैं; बाकी हिस्सा हटा दिया गया।',
  products_one: '<n>{{value}}</n> उत्पाद',
  products_other: '<n>{{value}}</n> उत्पाद',
  vendors_one: '<n>{{value}}</n> विक्रेता',
  vendors_other: '<n>{{value}}</n> विक्रेता',
};

const es: TranslationTree = {
  tryAgain: 'Reintentar',
  comingSoon: 'Próximamente',
  noCount: '--',
  loading: 'Cargando',
  keywordLabel: 'Buscar por palabra clave',
  keywordPlaceholder: 'Buscar por palabra clave...',
  voiceSearch: 'Búsqueda por voz',
  keywordCut: 'Las palabras clave tienen un límite de {{limit}} caracteres; el resto se ha cortado.',
  products_one: '<n>{{value}}</n> producto',
  products_many: '<n>{{value}}</n> de productos',
  products_other: '<n>{{value}}</n> productos',
  vendors_one: '<n>{{value}}</n> vendedor',
  vendors_many: '<n>{{value}}</n> de vendedores',
  vendors_other: '<n>{{value}}</n> vendedores',
};

const fr: TranslationTree = {
  tryAgain: 'Réessayer',
  comingSoon: 'Bientôt disponible',
  noCount: '--',
  loading: 'Chargement',
  keywordLabel: 'Rechercher par mot-clé',
  keywordPlaceholder: 'Rechercher par mot-clé...',
  voiceSearch: 'Recherche vocale',
  keywordCut: 'Les mots-clés sont limités à {{limit}} caractères ; le reste a été coupé.',
  products_one: '<n>{{value}}</n> produit',
  products_many: '<n>{{value}}</n> de produits',
  products_other: '<n>{{value}}</n> produits',
  vendors_one: '<n>{{value}}</n> vendeur',
  vendors_many: '<n>{{value}}</n> de vendeurs',
  vendors_other: '<n>{{value}}</n> vendeurs',
};

const ar: TranslationTree = {
  tryAgain: 'أعد المحاولة',
  comingSoon: 'قريبًا',
  noCount: '--',
  loading: 'جارٍ التحميل',
  keywordLabel: 'البحث بكلمة مفتاحية',
  keywordPlaceholder: 'ابحث بكلمة مفتاحية...',
  voiceSearch: 'البحث الصوتي',
  keywordCut: 'الكلمات المفتاحية محدودة بـ {{limit}} حرفًا؛ وقد حُذف الباقي.',
  products_zero: '<n>{{value}}</n> منتج',
  products_one: 'منتج واحد (<n>{{value}}</n>)',
  products_two: 'منتجان (<n>{{value}}</n>)',
  products_few: '<n>{{value}}</n> منتجات',
  products_many: '<n>{{value}}</n> منتجًا',
  products_other: '<n>{{value}}</n> منتج',
  vendors_zero: '<n>{{value}}</n> بائع',
  vendors_one: 'بائع واحد (<n>{{value}}</n>)',
  vendors_two: 'بائعان (<n>{{value}}</n>)',
  vendors_few: '<n>{{value}}</n> بائعين',
  vendors_many: '<n>{{value}}</n> بائعًا',
  vendors_other: '<n>{{value}}</n> بائع',
};

const zh: TranslationTree = {
  tryAgain: '重试',
  comingSoon: '即将推出',
  noCount: '--',
  loading: '加载中',
  keywordLabel: '按关键词搜索',
  keywordPlaceholder: '按关键词搜索...',
  voiceSearch: '语音搜索',
  keywordCut: '关键词最多 {{limit}} 个字符；超出部分已被截去。',
  products_other: '<n>{{value}}</n> 件商品',
  vendors_other: '<n>{{value}}</n> 家商家',
};

export const browseResources: NamespaceResources = { en, hi, es, fr, ar, zh };

addTranslations(BROWSE_NAMESPACE, browseResources);
