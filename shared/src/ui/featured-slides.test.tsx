import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstFeaturedPicture } from './featured-slides';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => `${link.as} ${link.type} ${link.getAttribute('fetchpriority')} ${link.imageSrcset.split(', ')[0] || link.href}`,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadFirstFeaturedPicture', () => {
  it("preloads the first slide's picture only, at high priority, from the AVIF srcset the slide shows", () => {
    preloadFirstFeaturedPicture({
      imagePath: 'http://localhost:4000/images/products/',
      featuredData: [
        { GBXProductID: 'GBX1', UserImageName: 'GBX1-1.svg' },
        { GBXProductID: 'GBX2', UserImageName: 'GBX2-1.svg' },
      ],
    });
    expect(preloaded()).toEqual(['image image/avif high http://localhost:4000/images/products/GBX1-1-160.avif 160w']);
  });

  it('preloads nothing without a list or products', () => {
    preloadFirstFeaturedPicture(undefined);
    preloadFirstFeaturedPicture({ imagePath: 'http://localhost:4000/images/products/', featuredData: [] });
    expect(preloaded()).toEqual([]);
  });
});
