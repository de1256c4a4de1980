import { afterEach, describe, expect, it } from 'vitest';
import type { StorageKey } from '@gbx/shared';
import { drawsServersConsentPage, isConsentAddress, isGatedBeforeConsent } from '../src/features/consent/consent-storage';
import { installRequestStorage } from '../src/server/request-storage';

let remove: (() => void) | undefined;
const storing = (values: Partial<Record<StorageKey, string>>) => {
  remove = installRequestStorage(new Map(Object.entries(values) as [StorageKey, string][]));
};

describe('the consent gate (§4)', () => {
  it('leads every address to the consent page but the pages its text links to', () => {
    for (const path of ['/home', '/landing-marketplace', '/about-us', '/product-detail/GBX00000001', '/no-such-page']) expect(isGatedBeforeConsent(path), path).toBe(true);
    for (const path of ['/', '/privacy-policy', '/terms-condition', '/terms-condition/']) expect(isGatedBeforeConsent(path), path).toBe(false);
  });

  it("knows the consent page's own address", () => {
    expect(isConsentAddress('/')).toBe(true);
    expect(isConsentAddress('//')).toBe(true);
    expect(isConsentAddress('/privacy-policy')).toBe(false);
  });
});

describe("the server's consent page, drawn for a visitor it knows nothing of", () => {
  afterEach(() => remove?.());

  it('is the browser\'s page when nothing is stored, or English only', () => {
    storing({});
    expect(drawsServersConsentPage()).toBe(true);
    remove?.();
    storing({ selectedLanguage: 'en' });
    expect(drawsServersConsentPage()).toBe(true);
  });

  it('is not when the visitor agreed already, chose another language, or has a device (its flag)', () => {
    storing({ cookieConsent: '1' });
    expect(drawsServersConsentPage()).toBe(false);
    remove?.();
    storing({ selectedLanguage: 'fr' });
    expect(drawsServersConsentPage()).toBe(false);
    remove?.();
    storing({ userdevice: '{"country_code":"IN"}' });
    expect(drawsServersConsentPage()).toBe(false);
  });
});
