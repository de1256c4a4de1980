import { countries, getEmojiFlag, languages, type TCountryCode } from 'countries-list';

/** A country as the API stores it (countries table). */
export interface CountryRecord {
  iso2: string;
  name: string;
  currency: string;
  flag: string;
  phoneCode: string;
  languageName: string;
  languageCode: string;
}

/**
 * Every country of the countries-list package (MIT) with an ISO 4217 currency:
 * the first listed currency, phone code and language are the ones the marketplace shows.
 */
export function allCountries(): CountryRecord[] {
  const records: CountryRecord[] = [];
  for (const [code, country] of Object.entries(countries)) {
    const currency = country.currency[0];
    if (!currency) continue;
    const languageCode = country.languages[0] ?? 'en';
    records.push({
      iso2: code,
      name: country.name,
      currency,
      flag: getEmojiFlag(code as TCountryCode),
      phoneCode: String(country.phone[0] ?? ''),
      languageName: languages[languageCode as keyof typeof languages]?.name ?? 'English',
      languageCode,
    });
  }
  return records.sort((a, b) => a.name.localeCompare(b.name));
}
