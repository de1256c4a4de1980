import { describe, expect, it } from 'vitest';
import type { StorageKey } from '@gbx/shared';
import { STORAGE_VIEW } from '@gbx/shared/server';
import { drawsServersConsentPage, isConsentAddress, isGatedBeforeConsent } from '../src/features/consent/consent-storage';
import { withPageScope } from '../src/server/page-scope';
import { RequestStorage } from '../src/server/request-storage';

/** Whether the server draws its consent page for a request whose render cookie holds `values`. */
const drawsFor = (values: Partial<Record<StorageKey, string>>) =>
  withPageScope([[STORAGE_VIEW, new RequestStorage(new Map(Object.entries(values) as [StorageKey, string][]))]], async () => drawsServersConsentPage());

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
  it("is the browser's page when nothing is stored, or English only", async () => {
    expect(await drawsFor({})).toBe(true);
    expect(await drawsFor({ selectedLanguage: 'en' })).toBe(true);
  });

  it('is not when the visitor agreed already, chose another language, or has a device (its flag)', async () => {
    expect(await drawsFor({ cookieConsent: '1' })).toBe(false);
    expect(await drawsFor({ selectedLanguage: 'fr' })).toBe(false);
    expect(await drawsFor({ userdevice: '{"country_code":"IN"}' })).toBe(false);
  });
});
