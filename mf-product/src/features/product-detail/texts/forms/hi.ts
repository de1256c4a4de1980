import type { TranslationTree } from '@gbx/shared';

/** The report and contact forms of the product page in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  report: {
    thanks: 'धन्यवाद: हमारी ट्रस्ट और सेफ़्टी टीम आपकी रिपोर्ट देखेगी। संदर्भ {{reference}}।',
    reason: 'कारण',
    reasons: {
      counterfeit: 'नकली, या असली बताकर बेची गई प्रतिकृति',
      prohibited: 'प्रतिबंधित या सीमित वस्तु',
      misleading: 'भ्रामक विवरण या कीमत',
      offensive: 'आपत्तिजनक सामग्री',
      fraud: 'धोखाधड़ी का संदेह',
      other: 'कुछ और',
    },
    comment: 'टिप्पणी (वैकल्पिक)',
    commentRequired: 'टिप्पणी (कुछ और के लिए ज़रूरी)',
    send: 'रिपोर्ट भेजें',
    problems: {
      reason: 'एक कारण चुनें।',
      comment: {
        required: 'बताएँ कि क्या ग़लत है।',
        tooLong: 'अधिकतम 1000 अक्षर।',
        invalid: 'यह टिप्पणी नहीं भेजी जा सकती।',
      },
    },
  },
  contact: {
    message: 'आपका संदेश',
    send: 'संदेश भेजें',
    sent: 'आपका संदेश विक्रेता को भेज दिया गया है। संदर्भ {{reference}}।',
    problems: {
      required: 'अपना संदेश लिखें।',
      tooLong: 'अधिकतम 2000 अक्षर।',
      invalid: 'यह संदेश नहीं भेजा जा सकता।',
    },
  },
  charactersLeft: 'बचे अक्षर: {{left}}',
  sendFailed: 'भेजना विफल रहा। कृपया फिर से कोशिश करें।',
};
