import { ShowcaseListing } from './showcase-listing';

/** /featured-list (§2.7, §2.8): the featured products. */
export function FeaturedPage() {
  return <ShowcaseListing kind="featured" />;
}
