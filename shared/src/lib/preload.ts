import { pictureSources } from '../api/pictures';

/**
 * Starts downloading `href` now, as the browser would for a script or a
 * picture it has not reached yet, so that the element asking for it later
 * finds it under way or done. Once per address. The element must ask the same
 * way (no crossorigin attribute: neither a chunk loader's script nor an <img>
 * of ours sets one), or the browser downloads it a second time.
 */
export function preload(href: string, as: 'script' | 'image', fetchPriority?: 'high', sizes?: string): void {
  // A product picture (ProductPicture): its AVIF srcset, sized as the element will size it, so both pick the same file.
  const sources = sizes ? pictureSources(href) : null;
  const url = new URL(sources?.src ?? href, document.baseURI);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (link.href === url.href) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (fetchPriority) link.setAttribute('fetchpriority', fetchPriority);
  if (sources && sizes) {
    link.type = 'image/avif';
    link.imageSrcset = sources.avif;
    link.imageSizes = sizes;
  }
  link.href = url.href;
  document.head.append(link);
}

