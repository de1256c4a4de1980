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

/** What a product picture shows: its category's icon (see category-icons.ts) and that category's name. */
export interface PictureSubject {
  /** The icon's name ('sailboat'). */
  icon: string;
  /** Its inner SVG, 24 x 24 units stroked with currentColor. */
  body: string;
  /** The category's name, for the picture's label ('Boats'). */
  category: string;
}

/**
 * How the pictures of one product differ (the card's slider shows them one by
 * one): the plate behind the icon, the icon's size and tilt, and the direction
 * of the gradient. Picture 4 looks like picture 1 again, in other colours.
 */
const VARIANTS = [
  { plate: 'circle', scale: 10, rotate: 0, gradient: 'x1="0" y1="0" x2="1" y2="1"' },
  { plate: 'diamond', scale: 9, rotate: -8, gradient: 'x1="1" y1="0" x2="0" y2="1"' },
  { plate: 'scatter', scale: 8, rotate: 6, gradient: 'x1="0" y1="1" x2="1" y2="0"' },
] as const;

/** Where the small faint copies of the icon sit around it on the third picture. */
const SCATTER = [[95, 110, -14], [505, 120, 12], [80, 400, 10], [520, 395, -10], [300, 70, 0]] as const;

function icon(body: string, x: number, y: number, scale: number, rotate: number, extra = ''): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-12 -12)"${extra}>${body}</g>`;
}

/**
 * A product picture (600 x 600): a gradient in the product's own colours, the
 * icon of its category on a plate, and the product id. What matters sits in
 * the middle 4:3 band, so a card that shows the picture 4:3 loses nothing.
 */
export function productSvg(gbxProductId: string, index: number, subject: PictureSubject): string {
  const h = hue(gbxProductId);
  const h2 = (h + 40 + index * 25) % 360;
  const variant = VARIANTS[(index - 1) % VARIANTS.length] ?? VARIANTS[0];
  const id = escapeXml(gbxProductId);
  const ink = `hsl(${h},55%,30%)`;
  const plate =
    variant.plate === 'circle'
      ? '<circle cx="300" cy="275" r="165" fill="#fff" fill-opacity="0.6"/>'
      : variant.plate === 'diamond'
        ? '<rect x="165" y="140" width="270" height="270" rx="48" fill="#fff" fill-opacity="0.55" transform="rotate(45 300 275)"/>'
        : `<circle cx="300" cy="275" r="140" fill="#fff" fill-opacity="0.5" stroke="${ink}" stroke-opacity="0.35" stroke-width="6"/>` +
          SCATTER.map(([x, y, r]) => icon(subject.body, x, y, 3, r, ` color="${ink}" opacity="0.22"`)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${id}, ${escapeXml(subject.category)}, image ${index}">
<defs><linearGradient id="g" ${variant.gradient}><stop offset="0" stop-color="hsl(${h},70%,90%)"/><stop offset="1" stop-color="hsl(${h2},60%,72%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
${plate}
${icon(subject.body, 300, 275, variant.scale, variant.rotate, ` color="${ink}" data-icon="${escapeXml(subject.icon)}"`)}
<text x="300" y="500" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="bold" fill="hsl(${h},40%,20%)">${id}</text>
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
