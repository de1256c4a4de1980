import { queries, useApiQuery, useLanguage } from '@gbx/shared';

/** 'DE' -> 'Germany' in the page's language; the code itself when the runtime cannot say. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language || 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * A country named in an address (/marketplace/France) in the page's language:
 * its code from the country list (loaded once), then its name from Intl. The
 * name as written while the list loads, or when no country has that name.
 */
export function useCountryName(name: string): string {
  const language = useLanguage();
  const list = useApiQuery(queries.countryList());
  const code = list.data?.CountryList.find((country) => country.CountryName.toLowerCase() === name.trim().toLowerCase())?.ISOCode2;
  return code ? countryName(code, language) : name;
}
