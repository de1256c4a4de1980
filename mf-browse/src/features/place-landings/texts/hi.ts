import type { TranslationTree } from '@gbx/shared';

/** The location landings in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  shop: {
    title: 'अपने शहर में खरीदारी करें',
    pageTitle: 'यहाँ खरीदारी करें: {{place}}, {{country}}',
    eyebrow: 'स्थानीय खरीदारी',
    heading: 'यहाँ खरीदारी करें: <place>{{place}}, {{country}}</place>',
    headingUnknown: 'यहाँ खरीदारी करें: <place>आपका शहर</place>',
    lead: 'आपके शहर और आपके पिन कोड में स्थित उत्पाद और विक्रेता, आपके दरवाज़े से बस कुछ क्लिक दूर।',
  },
  province: {
    title: 'अपने राज्य या प्रांत में खरीदारी करें',
    pageTitle: 'यहाँ खरीदारी करें: {{place}}, {{country}}',
    eyebrow: 'अपने क्षेत्र में खरीदारी',
    heading: 'यहाँ खरीदारी करें: <place>{{place}}, {{country}}</place>',
    headingUnknown: 'यहाँ खरीदारी करें: <place>आपका राज्य या प्रांत</place>',
    lead: 'आपके राज्य या प्रांत में स्थित उत्पाद और विक्रेता।',
  },
  locatedNearYou: 'आपके आस-पास',
  popularNearYou: 'आपके आस-पास लोकप्रिय',
  productsLocatedIn: 'यहाँ स्थित उत्पाद',
  vendorsLocatedIn: 'यहाँ स्थित विक्रेता',
  unknownPlace: {
    city: 'आपका शहर',
    postal: 'आपका पिन कोड',
    state: 'आपका राज्य या प्रांत',
  },
  postalCode: 'पिन कोड {{code}}',
  popularProducts: 'लोकप्रिय उत्पाद',
  popularProductsNote: 'आपके आस-पास के लोग सबसे ज़्यादा क्या देखते हैं',
  popularCategories: 'लोकप्रिय श्रेणियाँ',
  popularCategoriesNote: 'आपके आस-पास के लोग क्या खरीदते हैं',
};
