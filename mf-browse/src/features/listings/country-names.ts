import { countryName, queries, useApiQuery, useLanguage } from '@gbx/shared';
import { countryCodeOf } from './listing-queries';


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
  const code = countryCodeOf(list.data, name);
  return {
    code,
    shownName: code ? countryName(code, language) : name,
    unknown: Boolean(list.data) && !code,
    failed: !list.data && list.isError && !list.isFetching,
    retry: () => void list.refetch(),
  };
}
