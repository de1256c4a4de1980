import type { TranslationTree } from '@gbx/shared';

export const hi: TranslationTree = {
  title: 'दुनिया का ऑनलाइन स्टोर',
  tagline: 'हर दुकान, आपके द्वार',
  lead: 'हर देश के विक्रेताओं के उत्पाद, हर कीमत विक्रेता की मुद्रा, अमेरिकी डॉलर और आपकी मुद्रा में।',
  logo: 'GBX Marketplace: मार्केटप्लेस होम',
  shopIn: '{{city}} में खरीदारी करें',
  nearMe: 'अपने स्थान पर उत्पाद खोजें',
  liveCount_one: 'दुनिया भर के विक्रेताओं से <n>{{value}}</n> उत्पाद',
  liveCount_other: 'दुनिया भर के विक्रेताओं से <n>{{value}}</n> उत्पाद',
  liveNote: 'लाइव: हर 10 सेकंड में अपडेट',
  categories: {
    title: 'श्रेणी के अनुसार खरीदारी करें',
    lead: 'नाम से श्रेणी खोजें, या उसकी उप-श्रेणियाँ देखने के लिए उसे खोलें, चार स्तरों तक।',
  },
};
