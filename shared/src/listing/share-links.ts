/** The four places of §2.8's Share modal: a micro-blogging site, a social network, a professional network, a messaging app. */
export type ShareSite = 'x' | 'facebook' | 'linkedin' | 'whatsapp';

export interface ShareLink {
  site: ShareSite;
  href: string;
}

/** The absolute address of a path of this site ('/product-detail/GBX…'); an absolute address stays as it is. */
export function absoluteAddress(address: string, origin: string = window.location.origin): string {
  return new URL(address, origin).href;
}

/** Each site's own share address, carrying `url` (and the title where the site takes a text). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { site: 'x', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { site: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { site: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { site: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}
