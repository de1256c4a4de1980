import type { TranslationTree } from '@gbx/shared';

/** Contact us in Modern Standard Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  title: 'اتصل بنا',
  lead: 'هل لديك سؤال عن منتج أو طلب أو حسابك أو البيع على GBX Marketplace؟ راسلنا، وسيردّ عليك الفريق المختص خلال يومَي عمل.',
  offices: {
    title: 'مكاتبنا',
    choose: 'اختر موقعًا',
    names: { Canada: 'كندا', USA: 'الولايات المتحدة', Europe: 'أوروبا', India: 'الهند' },
    office: 'GBX Marketplace {{office}}',
    mapAlt: 'خريطة {{city}} مع علامة على مكتب GBX Marketplace في {{office}}',
    hours: 'من الاثنين إلى الجمعة، من 9:00 إلى 17:00 بالتوقيت المحلي',
  },
  info: {
    title: 'معلومات عامة',
    text: 'لكل ما لا يتعلق بطلب محدَّد، راسل صندوق بريدنا العام:',
    responseTime: 'نردّ على كل رسالة خلال يومَي عمل.',
  },
  social: { title: 'تابعنا' },
  form: {
    title: 'أرسل إلينا رسالة',
    allRequired: 'جميع الحقول مطلوبة.',
    name: 'اسمك',
    email: 'عنوان بريدك الإلكتروني',
    subject: 'الموضوع',
    message: 'الرسالة',
    messageHint: 'حتى {{max}} حرف.',
    counter: '{{count}} / {{max}}',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال…',
    privacy: 'نستخدم بياناتك فقط للرد على رسالتك، كما توضّح <privacy>سياسة الخصوصية</privacy> لدينا.',
    errors: {
      nameRequired: 'يُرجى إدخال اسمك.',
      emailRequired: 'يُرجى إدخال عنوان بريدك الإلكتروني.',
      emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح، مثل name@example.com.',
      subjectRequired: 'يُرجى إدخال الموضوع.',
      messageRequired: 'يُرجى كتابة رسالتك.',
      tooLong: 'النص طويل جدًا: يُرجى ألا يتجاوز {{max}} حرف.',
      limited: 'لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار {{minutes}} دقائق ثم المحاولة مرة أخرى؛ رسالتك ما زالت هنا.',
      failed: 'تعذّر إرسال رسالتك الآن. يُرجى التحقق من اتصالك والمحاولة مرة أخرى؛ رسالتك ما زالت هنا.',
    },
    sent: {
      title: 'شكرًا لك، تم إرسال رسالتك',
      text: 'تلقّينا رسالتك «{{subject}}» وسنردّ على {{email}} خلال يومَي عمل.',
      reference: 'رقمك المرجعي: {{reference}}',
      again: 'كتابة رسالة أخرى',
    },
  },
};
