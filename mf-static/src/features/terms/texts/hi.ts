import type { TranslationTree } from '@gbx/shared';
import { hiBodies } from './bodies/hi';
import { withBodies } from './with-bodies';

const titles: Record<string, string> = {
  facilitativePlatform: 'एक सुविधा-प्रदाता प्लेटफ़ॉर्म के रूप में हमारी भूमिका',
  eligibility: 'कौन ख़रीद और बेच सकता है: 18 वर्ष और उससे अधिक',
  generalProhibitions: 'सामान्य निषेध',
  artifacts: 'पुरावशेष और सांस्कृतिक संपदा',
  currencyAndStamps: 'मुद्रा, सिक्के और डाक टिकट',
  contractsAndTickets: 'अनुबंध और टिकट',
  cardsAndFinancialInstruments: 'क्रेडिट कार्ड और वित्तीय साधन',
  drugs: 'नशीले पदार्थ और उनसे जुड़ा सामान',
  offensiveMaterial: 'आपत्तिजनक सामग्री',
  eventTickets: 'कार्यक्रमों के टिकट',
  facesNamesSignatures: 'चेहरे, नाम और हस्ताक्षर',
  weapons: 'हथियार और चाकू',
  alcoholAndTobacco: 'शराब और तंबाकू',
  governmentIdsAndUniforms: 'सरकारी पहचान-पत्र, लाइसेंस और वर्दियाँ',
  hazardousMaterials: 'ख़तरनाक पदार्थ',
  humanParts: 'मानव अवशेष और शरीर के अंग',
  invoices: 'चालान और रसीदें',
  mailingLists: 'मेलिंग सूचियाँ और व्यक्तिगत जानकारी',
  nonTransferableItems: 'अहस्तांतरणीय वस्तुएँ',
  policeItems: 'पुलिस से संबंधित वस्तुएँ',
  pornography: 'अश्लील और वयस्क सामग्री',
  medicalDrugsAndDevices: 'पर्चे वाली दवाएँ और चिकित्सा उपकरण',
  counterfeitsAndPiratedCopies: 'नकली वस्तुएँ और पायरेटेड प्रतियाँ',
  hackingAndSpyEquipment: 'हैकिंग और जासूसी उपकरण',
  software: 'सॉफ़्टवेयर',
  stolenProperty: 'चोरी की संपत्ति',
  transitItems: 'परिवहन और शिपिंग से जुड़ी वस्तुएँ',
  usedClothingAndCosmetics: 'पुराने कपड़े और सौंदर्य प्रसाधन',
  wildlife: 'पशु और वन्यजीव उत्पाद',
  textileQuotas: 'आयात कोटा के अधीन वस्त्र',
  sanctionedItems: 'प्रतिबंधों और व्यापार निषेधों के अधीन वस्तुएँ',
  enforcement: 'प्रवर्तन, शिकायत और इस नीति में बदलाव',
};

/** Terms in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  title: 'नियम और शर्तें',
  lead: 'प्रतिबंधित और सीमित वस्तुओं पर हमारी नीति: GBX Marketplace पर क्या सूचीबद्ध किया जा सकता है, क्या केवल शर्तों के साथ सूचीबद्ध किया जा सकता है, और क्या कभी सूचीबद्ध नहीं किया जा सकता।',
  meta: 'यह नीति GBX Marketplace की हर लिस्टिंग, हर विक्रेता स्टोर और हर संदेश पर लागू होती है, उन सभी देशों में जहाँ हम सेवा देते हैं।',
  glanceTitle: 'सीमाएँ एक नज़र में',
  glance: {
    age: '18 वर्ष से कम आयु का कोई भी व्यक्ति GBX Marketplace पर ख़रीद या बिक्री नहीं कर सकता।',
    knives: '10 सेमी से लंबे ब्लेड वाले चाकुओं की अनुमति नहीं है।',
    badges: 'ऐतिहासिक पुलिस बैज कम से कम 75 वर्ष पुराने होने चाहिए, और लिस्टिंग में उनकी आयु बताई जानी चाहिए।',
    transit: 'परिवहन कर्मचारियों के विंटेज कपड़े कम से कम 10 वर्ष पुराने होने चाहिए।',
    coins: 'सिक्कों की प्रतिकृतियों पर COPY, REPRODUCTION या REPLICA अंकित होना चाहिए।',
  },
  indexTitle: 'प्रतिबंधित और सीमित वस्तुओं की सूची',
  indexHint: '28 वस्तु श्रेणियाँ। हर प्रविष्टि आपको उसके खंड पर ले जाती है।',
  sections: withBodies(titles, hiBodies),
};
