import { queries, useApiQuery, useLanguage } from '@gbx/shared';

/** 'DE' -> 'Germany' in the page's language; the code itself when the runtime cannot say. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language || 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface AddressedCountry {
  /** Its ISO2 code once the country list has it; undefined while it loads, when it failed or for an unknown name. */
  code: string | undefined;
  /** Its name in the page's language; the name as written until the code is known. */
  shownName: string;
  /** The list has loaded and no country has that name. */
  unknown: boolean;
  /** The country list could not be loaded; `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/**
 * A country named in an address (/marketplace/France): its code from the
 * country list (loaded once), its name in the page's language from Intl.
 */
export function useAddressedCountry(name: string): AddressedCountry {
  const language = useLanguage();
  const list = useApiQuery(queries.countryList());
  const code = list.data?.CountryList.find((country) => country.CountryName.toLowerCase() === name.trim().toLowerCase())?.ISOCode2;
  return {
    code,
    shownName: code ? countryName(code, language) : name,
    unknown: Boolean(list.data) && !code,
    failed: !list.data && list.isError && !list.isFetching,
    retry: () => void list.refetch(),
  };
}
