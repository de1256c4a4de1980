import type { MailMessage } from './mailer.js';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** What the frame of a mail says in its language: the address line under the button, the footer. */
export interface LayoutTexts {
  lang: string;
  dir: 'ltr' | 'rtl';
  fallback: (href: string) => string;
  footer: string;
}

const ENGLISH_LAYOUT: LayoutTexts = {
  lang: 'en',
  dir: 'ltr',
  fallback: (href) => `If the button does not work, copy this address into your browser: ${href}`,
  footer: "GBX Marketplace, the world's online store.",
};

export function layout(title: string, paragraphs: string[], link: { href: string; label: string }, after: string[], texts: LayoutTexts = ENGLISH_LAYOUT): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return [
    `<!doctype html><html lang="${escapeHtml(texts.lang)}" dir="${texts.dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:560px;margin:24px auto;padding:0 16px">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#0b5ed7;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    p(texts.fallback(link.href)),
    ...after.map(p),
    `<p style="color:#777;font-size:12px">${escapeHtml(texts.footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

export function verificationMail(to: string, firstName: string, link: string, hours: number): MailMessage {
  const subject = 'Verify your e-mail address for GBX Marketplace';
  const lines = [`Hello ${firstName},`, 'Thank you for registering with GBX Marketplace. Please confirm your e-mail address to activate your account.'];
  const after = [`The link is valid for ${hours} hours and can be used once.`, 'If you did not register, you can ignore this e-mail.'];
  return {
    to,
    subject,
    text: [...lines, '', `Verify your e-mail address: ${link}`, '', ...after].join('\n'),
    html: layout(subject, lines, { href: link, label: 'Verify e-mail address' }, after),
  };
}

export function resetMail(to: string, firstName: string, link: string, minutes: number): MailMessage {
  const subject = 'Reset your GBX Marketplace password';
  const lines = [`Hello ${firstName},`, 'We received a request to reset the password of your GBX Marketplace account.'];
  const after = [`The link is valid for ${minutes} minutes and can be used once.`, 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.'];
  return {
    to,
    subject,
    text: [...lines, '', `Set a new password: ${link}`, '', ...after].join('\n'),
    html: layout(subject, lines, { href: link, label: 'Set a new password' }, after),
  };
}
