
export interface CountryOption {
  /** ISO2 code: the select's value and what the search sends. */
  code: string;
  /** The country's name in the page's language (Intl.DisplayNames), not the list's English name. */
  name: string;
}

/**
 * The countries of the 'Products located in country' select, named and sorted
 * in the page's language: an Arabic reader finds 'مصر' among Arabic names in
 * Arabic order, a French reader 'Égypte' between 'Danemark' and 'Équateur'.
 */
export function countryOptions(codes: readonly string[], language: string): CountryOption[] {
  const collator = new Intl.Collator(language || 'en');
  // The short names ('Hong Kong', not 'Hong Kong SAR China'): those the server's ICU and the browsers' agree on,
  // so the list the server renders is the one the browser hydrates, in the same order.
  const names = new Intl.DisplayNames([language || 'en'], { type: 'region', style: 'short' });
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return codes.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name));
}
