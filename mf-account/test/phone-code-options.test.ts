import { describe, expect, it } from 'vitest';
import { toPhoneCodeOptions } from '../src/features/registration/phone-code-options';

const flag = (iso: string) => `/images/flags/${iso}.svg`;

describe('toPhoneCodeOptions (§2.13)', () => {
  it('keeps each country with a code, keyed by its ISO code, the code without its plus', () => {
    const options = toPhoneCodeOptions([
      { CountryName: 'India', CountryFlag: flag('IN'), CountryPhoneCode: '91', ISOCode2: 'IN' },
      { CountryName: 'Canada', CountryFlag: flag('CA'), CountryPhoneCode: '+1', ISOCode2: 'CA' },
      { CountryName: 'United States', CountryFlag: flag('US'), CountryPhoneCode: '1', ISOCode2: 'US' },
      { CountryName: 'Nowhere', CountryFlag: '', CountryPhoneCode: '', ISOCode2: 'XX' },
    ]);
    expect(options).toEqual([
      { key: 'IN', name: 'India', code: '91', flag: flag('IN') },
      { key: 'CA', name: 'Canada', code: '1', flag: flag('CA') },
      { key: 'US', name: 'United States', code: '1', flag: flag('US') },
    ]);
  });

  it('falls back on the country name for the key when the ISO code is missing', () => {
    expect(toPhoneCodeOptions([{ CountryName: 'Spain', CountryFlag: '', CountryPhoneCode: '34', ISOCode2: '' }])[0]?.key).toBe('Spain');
  });
});
