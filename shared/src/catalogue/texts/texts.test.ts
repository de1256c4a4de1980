import { describe, expect, it } from 'vitest';
// The one translation suite of every area (tooling is not a dependency of this package, hence the path).
import { describeNamespaceTexts } from '../../../../tooling/testing/feature-translations';
import { en } from './en';
import { CATALOGUE_NAMESPACE, catalogueResources } from '.';

describe('the catalogue texts', () => {
  describeNamespaceTexts({ namespace: CATALOGUE_NAMESPACE, resources: catalogueResources });

  it('have the texts of §2.8, §4, §5 and §8 word for word', () => {
    expect(en.cartLoginTip).toBe('Please login as Buyer in order to add this item to your shopping cart or wishlist');
    expect(en.wishlistLoginTip).toBe('Please login as Buyer in order to add this item to your wishlist');
    expect(en.notForSale).toBe('This product is not available for sale in your country');
    expect(en.outOfStock).toBe('OUT OF STOCK');
    expect(en.onSale).toBe('Product on sale {{percentage}}% off');
    expect(en.featured).toBe('Featured');
    expect(en.memberSince).toBe('Member since {{date}}');
    expect(en.addToCart).toBe('Add to Cart');
    expect(en.wishlist).toBe('Wishlist');
    expect(en.added).toBe('Added');
    expect(en.wishlisted).toBe('Wishlisted');
  });
});
