import type { TranslationTree } from '@gbx/shared';

export const hi: TranslationTree = {
  tagline: 'दुनिया का ऑनलाइन स्टोर',
  serverName: 'GBX Marketplace',
  flagAlt: '{{country}} का झंडा',
  welcome: 'GBX Marketplace में आपका स्वागत है, वाणिज्य और सुविधा का इंटरनेट',
  cookieText:
    'इस मार्केटप्लेस को चलाने के लिए हम कुकीज़ का उपयोग करते हैं: ये आपकी भाषा और आपका स्थान याद रखती हैं, आपको साइन इन रखती हैं, और हमें हर कीमत आपकी अपनी मुद्रा में दिखाने देती हैं। ‘सहमत’ पर क्लिक करके आप हमारी <privacy>गोपनीयता नीति</privacy> और हमारी <terms>उपयोग की शर्तें</terms> स्वीकार करते हैं।',
  agree: 'सहमत',
  disagree: 'असहमत',
  tiles: 'आप यहाँ क्या कर सकते हैं',
  findProduct: 'अपना उत्पाद खोजें',
  findService: 'अपनी सेवा खोजें',
  findPromotion: 'अपना प्रमोशन खोजें',
  refusalTitle: 'कुकी सहमति',
  refusal: 'हमारी सेवाओं का उपयोग जारी रखने के लिए कृपया ‘सहमत’ पर क्लिक करके गोपनीयता नीति से सहमति दें',
  close: 'बंद करें',
};
