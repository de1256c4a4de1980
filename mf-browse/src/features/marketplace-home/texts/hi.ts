import type { TranslationTree } from '@gbx/shared';

export const hi: TranslationTree = {
  title: 'ग्लोबल मार्केटप्लेस में खोजें',
  eyebrow: 'हर दुकान, आपके द्वार',
  lead: 'कीवर्ड से, अपने पास, पूरे देश में या श्रेणी के अनुसार उत्पाद और आपूर्तिकर्ता खोजें।',
  products: 'उत्पाद',
  suppliers: 'आपूर्तिकर्ता',
  emptyKeyword: 'पहले कोई कीवर्ड लिखें, फिर उत्पाद या आपूर्तिकर्ता चुनें।',
  near: {
    title: 'अपने पास खरीदारी करें',
    city: 'आपके शहर में उत्पाद',
    state: 'आपके राज्य में उत्पाद',
    country: 'आपके देश में उत्पाद',
    deals: 'डील्स और प्रमोशन',
    dealsNote: 'छूट',
  },
  explore: {
    title: 'मार्केटप्लेस देखें',
    advancedSearch: 'उन्नत खोज',
    advancedSearchNote: 'कीमत, स्थान, सेगमेंट, स्थिति और भी बहुत कुछ',
    allCategories: 'सभी श्रेणियाँ',
    allCategoriesNote: 'गिनती के साथ श्रेणियों के चार स्तर',
    marketSegments: 'मार्केट सेगमेंट',
    marketSegmentsNote: 'B2B, B2C, C2C और अन्य सेगमेंट',
    homePage: 'होम पेज',
    homePageNote: 'खोज का लैंडिंग पेज',
  },
};
