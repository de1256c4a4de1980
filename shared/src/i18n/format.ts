import { baseLanguage } from './languages';

/*
 * Numbers, prices and country names in the interface language, with Intl.
 * Every formatter is cached per language (and currency): building one costs
 * far more than using it, a listing page formats hundreds of prices, and the
 * host's server formats every page it renders.
 */
const cache = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const localeOf = (language: string) => baseLanguage(language) || 'en';

export function formatNumber(value: number, language: string): string {
  const locale = localeOf(language);
  return cached(`number|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

interface MoneyFormat {
  format: Intl.NumberFormat;
  /** False when Intl did not know the currency: its code is written after the number. */
  isCurrency: boolean;
}

function moneyFormat(locale: string, code: string): MoneyFormat {
  return cached(`money|${locale}|${code}`, () => {
    try {
      const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
      return { format, isCurrency: format.resolvedOptions().style === 'currency' };
    } catch {
      // An unknown currency code or locale from the server must not break a page.
      return { format: new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), isCurrency: false };
    }
  });
}

/** 1234.5, 'INR', 'hi' -> '₹1,234.50'; an unknown code falls back to '1,234.50 XYZ'. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const locale = localeOf(language);
  const code = (currency || '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return cached(`amount|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(amount);
  const { format, isCurrency } = moneyFormat(locale, code);
  const text = format.format(amount);
  return isCurrency ? text : `${text} ${code}`;
}

/** 'DE' -> 'Germany' in the page's language; the code itself when the runtime cannot say. */
export function countryName(code: string, language: string): string {
  // The names too: a region's name costs Intl a lookup of its own, and a
  // listing names the same few countries on every tile it renders.
  return cached(`region|${language}|${code}`, () => {
    const names = cached(`regions|${language || 'en'}`, () => {
      try {
        return new Intl.DisplayNames([language || 'en'], { type: 'region' });
      } catch {
        return null;
      }
    });
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      // Not a region code.
      return code;
    }
  });
}
