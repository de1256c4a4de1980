import type { TranslationTree } from '@gbx/shared';

/** Deals and market segments in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  deals: {
    title: 'डील्स और प्रमोशन',
    eyebrow: 'ज़्यादा बचत करें',
    lead: 'दुनिया भर के विक्रेताओं के चुनिंदा उत्पाद और सेल पर उपलब्ध उत्पाद।',
    shopTheDeals: 'डील्स पर खरीदारी करें',
    moreWays: 'बचत के और तरीके',
    featured: 'चुनिंदा उत्पाद',
    featuredNote: 'हमारे विक्रेताओं द्वारा चुने गए',
    discounted: 'छूट वाले उत्पाद',
    discountedNote: 'अभी सेल पर',
    ofTheDay: 'आज के उत्पाद',
    ofTheDayNote: 'हर दिन एक नया चयन',
    ofTheWeek: 'इस सप्ताह के उत्पाद',
    ofTheWeekNote: 'सप्ताह के सबसे अच्छे उत्पाद',
    megaBrands: 'मेगा ब्रांड्स',
    megaBrandsNote: 'सबसे बड़े ब्रांड एक ही जगह',
  },
  segments: {
    title: 'बाज़ार खंडों के अनुसार फ़िल्टर करें',
    eyebrow: 'बाज़ार खंड',
    lead: 'उत्पाद इस आधार पर खोजें कि उन्हें कौन बेचता है और वे किसके लिए हैं: व्यवसाय, निर्माता, उपभोक्ता और सरकारें।',
    open: 'खंड के अनुसार खरीदारी करें',
    farmers: 'किसान खंड',
  },
};
