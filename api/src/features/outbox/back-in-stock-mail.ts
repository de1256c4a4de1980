import type { MailMessage } from './mailer.js';
import { layout, type LayoutTexts } from './mail-templates.js';

/** The languages of the interface (@gbx/shared SUPPORTED_LANGUAGES), which the back-in-stock mail is written in. */
export const MAIL_LANGUAGES = ['en', 'es', 'fr', 'zh', 'hi', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * The language of a mail for what a request names ('fr', 'hi-IN', an
 * Accept-Language list 'fr-CA,fr;q=0.9,en;q=0.8'): the first one we write
 * mails in, else English.
 */
export function mailLanguageOf(...candidates: Array<string | undefined>): MailLanguage {
  for (const candidate of candidates) {
    for (const part of (candidate ?? '').split(',')) {
      const base = part.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
      const known = MAIL_LANGUAGES.find((language) => language === base);
      if (known) return known;
    }
  }
  return 'en';
}

interface BackInStockTexts extends LayoutTexts {
  subject: (title: string) => string;
  hello: (firstName: string) => string;
  news: (title: string) => string;
  button: string;
  once: string;
}

const TEXTS: Record<MailLanguage, BackInStockTexts> = {
  en: {
    lang: 'en',
    dir: 'ltr',
    subject: (title) => `Back in stock: ${title}`,
    hello: (name) => `Hello ${name},`,
    news: (title) => `Good news: ${title} is back in stock on GBX Marketplace. You asked us to tell you when it was available again.`,
    button: 'View the product',
    once: 'We send this e-mail once. To be told again about this product, ask again on its page.',
    fallback: (href) => `If the button does not work, copy this address into your browser: ${href}`,
    footer: "GBX Marketplace, the world's online store.",
  },
  es: {
    lang: 'es',
    dir: 'ltr',
    subject: (title) => `De nuevo disponible: ${title}`,
    hello: (name) => `Hola, ${name}:`,
    news: (title) => `Buenas noticias: ${title} vuelve a estar disponible en GBX Marketplace. Nos pediste que te avisáramos cuando hubiera existencias de nuevo.`,
    button: 'Ver el producto',
    once: 'Te enviamos este correo una sola vez. Para recibir otro aviso sobre este producto, vuelve a pedirlo en su página.',
    fallback: (href) => `Si el botón no funciona, copia esta dirección en tu navegador: ${href}`,
    footer: 'GBX Marketplace, la tienda en línea del mundo.',
  },
  fr: {
    lang: 'fr',
    dir: 'ltr',
    subject: (title) => `De retour en stock : ${title}`,
    hello: (name) => `Bonjour ${name},`,
    news: (title) => `Bonne nouvelle : ${title} est de nouveau en stock sur GBX Marketplace. Vous nous aviez demandé de vous prévenir dès qu'il serait disponible.`,
    button: 'Voir le produit',
    once: "Nous n'envoyons ce message qu'une fois. Pour être prévenu à nouveau pour ce produit, redemandez-le sur sa page.",
    fallback: (href) => `Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur : ${href}`,
    footer: 'GBX Marketplace, la boutique en ligne du monde.',
  },
  zh: {
    lang: 'zh',
    dir: 'ltr',
    subject: (title) => `已到货：${title}`,
    hello: (name) => `${name}，您好：`,
    news: (title) => `好消息：${title} 已在 GBX Marketplace 重新到货。您曾请我们在它再次有货时通知您。`,
    button: '查看商品',
    once: '此邮件只发送一次。如需再次收到该商品的通知，请在商品页面重新设置。',
    fallback: (href) => `如果按钮无法使用，请将此地址复制到浏览器中：${href}`,
    footer: 'GBX Marketplace，全球网上商店。',
  },
  hi: {
    lang: 'hi',
    dir: 'ltr',
    subject: (title) => `फिर से स्टॉक में: ${title}`,
    hello: (name) => `नमस्ते ${name},`,
    news: (title) => `अच्छी खबर: ${title} GBX Marketplace पर फिर से स्टॉक में है। आपने हमसे कहा था कि इसके दोबारा उपलब्ध होने पर हम आपको बताएँ।`,
    button: 'उत्पाद देखें',
    once: 'यह ई-मेल केवल एक बार भेजा जाता है। इस उत्पाद के बारे में फिर से सूचना पाने के लिए उसके पेज पर दोबारा अनुरोध करें।',
    fallback: (href) => `अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें: ${href}`,
    footer: 'GBX Marketplace, दुनिया का ऑनलाइन स्टोर।',
  },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    subject: (title) => `متوفر من جديد: ${title}`,
    hello: (name) => `مرحبًا ${name}،`,
    news: (title) => `خبر سار: ${title} متوفر من جديد على GBX Marketplace. لقد طلبت منا إبلاغك عندما يصبح متاحًا مرة أخرى.`,
    button: 'عرض المنتج',
    once: 'نرسل هذه الرسالة مرة واحدة فقط. لتلقي تنبيه آخر بشأن هذا المنتج، اطلب ذلك مجددًا من صفحته.',
    fallback: (href) => `إذا لم يعمل الزر، فانسخ هذا العنوان في متصفحك: ${href}`,
    footer: 'GBX Marketplace، متجر العالم على الإنترنت.',
  },
};

/** The one mail of a notify me (features/notify-me): the product is back, with a link to its page, in the buyer's language. */
export function backInStockMail(to: string, firstName: string, title: string, link: string, language: MailLanguage): MailMessage {
  const texts = TEXTS[language];
  const subject = texts.subject(title);
  const lines = [texts.hello(firstName), texts.news(title)];
  const after = [texts.once];
  return {
    to,
    subject,
    text: [...lines, '', `${texts.button}: ${link}`, '', ...after].join('\n'),
    html: layout(subject, lines, { href: link, label: texts.button }, after, texts),
  };
}
