import { addTranslations, type NamespaceResources, type TranslationTree } from '@gbx/shared';

/** The i18n namespace of what every static page shares (the BACK link, the page frame). */
export const STATIC_NAMESPACE = 'static';

const en = {
  back: 'BACK',
  eyebrow: 'GBX Marketplace · Information',
  onThisPage: 'On this page',
  backToIndex: 'Back to the index',
  opensInNewTab: '(opens in a new tab)',
};

const hi: TranslationTree = {
  back: 'वापस',
  eyebrow: 'GBX Marketplace · जानकारी',
  onThisPage: 'इस पृष्ठ पर',
  backToIndex: 'सूची पर वापस जाएँ',
  opensInNewTab: '(नए टैब में खुलता है)',
};

const es: TranslationTree = {
  back: 'VOLVER',
  eyebrow: 'GBX Marketplace · Información',
  onThisPage: 'En esta página',
  backToIndex: 'Volver al índice',
  opensInNewTab: '(se abre en una pestaña nueva)',
};

const fr: TranslationTree = {
  back: 'RETOUR',
  eyebrow: 'GBX Marketplace · Informations',
  onThisPage: 'Sur cette page',
  backToIndex: 'Retour à l’index',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
};

const ar: TranslationTree = {
  back: 'رجوع',
  eyebrow: 'GBX Marketplace · معلومات',
  onThisPage: 'في هذه الصفحة',
  backToIndex: 'العودة إلى الفهرس',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
};

const zh: TranslationTree = {
  back: '返回',
  eyebrow: 'GBX Marketplace · 信息',
  onThisPage: '本页内容',
  backToIndex: '返回索引',
  opensInNewTab: '（在新标签页中打开）',
};

export const staticResources: NamespaceResources = { en, hi, es, fr, ar, zh };

addTranslations(STATIC_NAMESPACE, staticResources);
