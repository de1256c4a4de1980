import { describe, expect, it } from 'vitest';
import { decodeAffiliateCode, initialAffiliateCode, showsAffiliateField } from '../src/features/registration/affiliate-code';
import { parseUserType, registrationCall } from '../src/features/registration/user-type';

describe('decodeAffiliateCode (§4)', () => {
  it.each([
    ['GBX100001', 'GBX100001'],
    ['GBX100001-summer', 'GBX100001'],
    ['gbx100001-a-b', 'GBX100001'],
    ['GBX100001%2Dsummer', 'GBX100001'],
    ['GBX100001%252Dsummer', 'GBX100001'],
    [' GBX100001 ', 'GBX100001'],
    ['AFF-123', 'AFF'],
    ['-only-after', ''],
    ['', ''],
    ['100%', '100%'],
  ])('%s -> %s', (raw, code) => {
    expect(decodeAffiliateCode(raw)).toBe(code);
  });

  it('takes nothing from an absent code', () => {
    expect(decodeAffiliateCode(undefined)).toBe('');
    expect(decodeAffiliateCode(null)).toBe('');
  });

  it('keeps a malformed escape as it is', () => {
    expect(decodeAffiliateCode('GBX%E0%A4%A')).toBe('GBX%E0%A4%A');
  });
});

describe('initialAffiliateCode', () => {
  it("prefers the route's code, else the default affiliate", () => {
    expect(initialAffiliateCode('GBX100001-x', 'GBX100000')).toBe('GBX100001');
    expect(initialAffiliateCode(undefined, 'GBX100000')).toBe('GBX100000');
    expect(initialAffiliateCode('-x', ' GBX100000 ')).toBe('GBX100000');
  });
});

describe('showsAffiliateField (§5)', () => {
  it.each([
    ['Vendor', '1', true],
    ['Affiliate', '1', true],
    ['Affiliate', 1, true],
    ['Buyer', '1', false],
    ['Advertiser', '1', false],
    ['Vendor', '0', false],
    ['Affiliate', '', false],
    ['Vendor', undefined, false],
  ] as const)('%s with switch %s: %s', (type, affiliateSwitch, shown) => {
    expect(showsAffiliateField(type, affiliateSwitch)).toBe(shown);
  });
});

describe('user types', () => {
  it('reads the route value whatever its case', () => {
    expect(parseUserType('Vendor')).toBe('Vendor');
    expect(parseUserType('buyer')).toBe('Buyer');
    expect(parseUserType('AFFILIATE')).toBe('Affiliate');
    expect(parseUserType('Advertiser')).toBe('Advertiser');
    expect(parseUserType('admin')).toBeNull();
    expect(parseUserType(undefined)).toBeNull();
  });

  it('submits Buyer and Affiliate to their own call and everything else to the vendor call (§4)', () => {
    expect(registrationCall('Buyer')).toBe('buyer');
    expect(registrationCall('Affiliate')).toBe('affiliate');
    expect(registrationCall('Vendor')).toBe('vendor');
    expect(registrationCall('Advertiser')).toBe('vendor');
  });
});
