import { describe, expect, it } from 'vitest';
// The one translation suite of every area (tooling is not a dependency of this package, hence the path).
import { describeNamespaceTexts } from '../../../../tooling/testing/feature-translations';
import { en } from './en';
import { LISTING_NAMESPACE, listingResources } from '.';

describe("the listings' texts", () => {
  describeNamespaceTexts({ namespace: LISTING_NAMESPACE, resources: listingResources });

  it('have the texts of §2.8 word for word', () => {
    expect(en.share).toBe('Share');
    expect(en.continue).toBe('Continue');
  });
});
