import { baseLanguage } from './languages';

/*
 * Numbers and prices formatted for the interface language with Intl. The
 * formatters are cached: building one costs far more than using it, and a
 * listing page formats hundreds of prices.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function formatter(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = baseLanguage(language) || 'en';
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // An unknown currency code or locale from the server must not break a page.
      format = new Intl.NumberFormat('en', { ...options, style: 'decimal' });
    }
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, language: string): string {
  return formatter(language, {}).format(value);
}

/** 1234.5, 'INR', 'hi' -> '₹1,234.50'; an unknown code falls back to '1,234.50 XYZ'. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const code = (currency || '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return formatter(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const format = formatter(language, { style: 'currency', currency: code });
  const text = format.format(amount);
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${code}`;
}
