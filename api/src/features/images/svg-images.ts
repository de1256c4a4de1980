import * as flags from 'country-flag-icons/string/3x2';

/**
 * Images made locally (no external URLs): small deterministic SVGs whose colours
 * come from a hash of the name, so the same product always looks the same.
 */
function hue(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A product picture: a gradient, a simple package shape and the product id. */
export function productSvg(gbxProductId: string, index: number): string {
  const h = hue(gbxProductId);
  const h2 = (h + 40 + index * 25) % 360;
  const id = escapeXml(gbxProductId);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${id} image ${index}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,88%)"/><stop offset="1" stop-color="hsl(${h2},60%,70%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<g transform="translate(300 270) rotate(${(index - 1) * 12})">
<polygon points="-120,-40 0,-100 120,-40 0,20" fill="hsl(${h},55%,55%)"/>
<polygon points="-120,-40 0,20 0,150 -120,90" fill="hsl(${h},55%,42%)"/>
<polygon points="120,-40 0,20 0,150 120,90" fill="hsl(${h},55%,35%)"/>
</g>
<text x="300" y="540" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" fill="hsl(${h},40%,20%)">${id}</text>
</svg>`;
}

/** A vendor's company image: initials on a coloured square. */
export function vendorSvg(slug: string): string {
  const h = hue(slug);
  const initials = escapeXml(slug.split('-').filter((part) => /^[a-z]/.test(part)).slice(0, 2).map((part) => part[0]?.toUpperCase()).join(''));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(slug)}">
<rect width="400" height="400" rx="40" fill="hsl(${h},50%,45%)"/>
<text x="200" y="250" text-anchor="middle" font-family="Arial, sans-serif" font-size="150" font-weight="bold" fill="#fff">${initials}</text>
</svg>`;
}

/**
 * A country's flag: the drawing of country-flag-icons (MIT, 3:2), sized 60 x 40
 * for an <img> without CSS and named for screen readers; the generated badge
 * (emoji and ISO code) for a code that package does not draw.
 */
export function flagSvg(iso2: string, emoji: string, countryName: string): string {
  const drawn = (flags as Record<string, string | undefined>)[iso2];
  const label = escapeXml(countryName || iso2);
  if (drawn) return drawn.replace('<svg ', `<svg width="60" height="40" role="img" aria-label="${label}" `);
  const code = escapeXml(iso2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40" role="img" aria-label="${label}">
<rect width="60" height="40" rx="4" fill="hsl(${hue(iso2)},35%,92%)"/>
<text x="30" y="23" text-anchor="middle" font-size="20">${escapeXml(emoji)}</text>
<text x="30" y="37" text-anchor="middle" font-family="Arial, sans-serif" font-size="10" fill="#333">${code}</text>
</svg>`;
}
