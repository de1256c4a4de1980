import { describe, expect, it } from 'vitest';
// The one translation checker of every area (tooling is not a dependency of this package, hence the path).
import { englishProblems, translationProblems } from '../../../../tooling/testing/translation-checks';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { textsOf } from '../../i18n/i18n';
import { en } from './en';
import { catalogueResources } from '.';

describe('the catalogue texts', () => {
  it('exist in the six languages of the shell', () => {
    expect(Object.keys(catalogueResources).sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => language.code).sort());
  });

  it('are complete in English, with the texts of §2.8, §4, §5 and §8 word for word', () => {
    expect(englishProblems(en)).toEqual([]);
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

  it.each(['hi', 'es', 'fr', 'ar', 'zh'])('are complete in %s', async (language) => {
    expect(translationProblems(en, (await textsOf(catalogueResources, language)) ?? {}, language)).toEqual([]);
  });
});
