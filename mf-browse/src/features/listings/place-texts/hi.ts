import type { TranslationTree } from '@gbx/shared';

/** The marketplace page, the place results and the vendor store in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  marketplace: {
    title: 'मार्केटप्लेस खोज',
    eyebrow: '{{country}} से खरीदारी',
    lead: 'वे उत्पाद जो आप {{country}} में खरीद सकते हैं, हर एक की कीमत विक्रेता की मुद्रा, अमेरिकी डॉलर और आपकी मुद्रा में।',
    unknown: '“{{name}}” नाम का कोई देश हमें ज्ञात नहीं है।',
  },
  place: {
    pageTitle: '{{name}} में उत्पाद',
    heading: '<place>{{name}}</place> में उत्पाद',
    eyebrow: 'उत्पाद परिणाम',
    lead: 'ऐसे उत्पाद जिनके विक्रेता यहाँ स्थित हैं।',
    segmentLead: '{{segment}}: {{meaning}}।',
    unknown: 'हम “{{name}}” नाम के किसी शहर, पिन कोड, राज्य या देश को नहीं जानते।',
    kind: {
      city: '{{country}} का एक शहर',
      postal: '{{country}} का एक पिन कोड',
      state: '{{country}} का एक राज्य या प्रांत',
      country: 'एक देश',
    },
  },
  store: {
    title: 'विक्रेता स्टोर',
    pageTitle: '{{vendor}} ऑनलाइन स्टोर में आपका स्वागत है',
    heading: '<vendor>{{vendor}}</vendor> ऑनलाइन स्टोर में आपका स्वागत है',
    lead: 'इस विक्रेता का हर उत्पाद, तीन मुद्राओं में कीमतों के साथ।',
    notFoundTitle: 'स्टोर नहीं मिला',
    notFound: 'इस पते (“{{vendor}}”) पर कोई विक्रेता स्टोर नहीं है। हो सकता है लिंक पुराना हो, या स्टोर बंद हो गया हो।',
    backToMarketplace: 'मार्केटप्लेस पर जाएँ',
  },
};
