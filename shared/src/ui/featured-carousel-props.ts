// The carousel's props, apart from featured-carousel.tsx: its slides read them too.

export interface FeaturedItem {
  GBXProductID: string;
  UserImageName: string;
  ProductTitle?: string;
}

export interface FeaturedCarouselProps {
  items: FeaturedItem[];
  imagePath: string;
  label: string;
  previousLabel: string;
  nextLabel: string;
  imageAlt: (item: FeaturedItem) => string;
  /** Whether the page's own content is on its way (its area is on screen): the carousel's library waits for it. */
  pageShown?: boolean;
}
