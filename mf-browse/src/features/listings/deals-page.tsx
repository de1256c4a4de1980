import { ShowcaseListing } from './showcase-listing';

/** /deals-promotion (§2.7, §2.8): the discounted products, biggest discount first. */
export function DealsPage() {
  return <ShowcaseListing kind="deals" />;
}
