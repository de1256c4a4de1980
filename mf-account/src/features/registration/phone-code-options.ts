import type { CountryPhoneCode } from '@gbx/shared';

/** One choice of the list: a country, its flag and its dialling code. */
export interface PhoneCodeOption {
  /** ISO code when the API sends it, else the country name: two countries can share a code (US and CA: 1). */
  key: string;
  name: string;
  code: string;
  flag: string;
}

export function toPhoneCodeOptions(list: CountryPhoneCode[]): PhoneCodeOption[] {
  return list
    .filter((entry) => entry.CountryPhoneCode)
    .map((entry) => ({
      key: entry.ISOCode2 || entry.CountryName,
      name: entry.CountryName,
      code: String(entry.CountryPhoneCode).replace(/^\+/, ''),
      flag: entry.CountryFlag,
    }));
}
