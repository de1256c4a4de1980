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

/**
 * A well-mixed 32-bit hash (FNV-1a, then murmur3's finaliser): ids that differ
 * in their last digit (neighbours on a page) get unrelated colours and angles,
 * which the sum-of-codes hash above would make one degree apart.
 */
function mixedHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** What a product picture shows: the drawing of its deepest category (see category-icons.ts) and that category's name. */
export interface PictureSubject {
  /** The drawing's name ('watch'). */
  icon: string;
  /** Its inner SVG, 24 x 24 units stroked with currentColor. */
  body: string;
  /** The category's name, for the picture's label ('Watches'). */
  category: string;
}

/**
 * The object's centre: a little above the middle, so that a card's 4:3 crop
 * of the square (y 75 to 525) and its sale bar along the bottom leave it and
 * its shadow whole.
 */
const CY = 265;

/** The stage behind the object: a plate, a tilted tile or an arch, chosen per product and picture. */
const STAGES = [
  (fill: string) => `<circle cx="300" cy="${CY}" r="180" fill="${fill}"/>`,
  (fill: string) => `<rect x="145" y="${CY - 155}" width="310" height="310" rx="56" fill="${fill}" transform="rotate(12 300 ${CY})"/>`,
  (fill: string) => `<path d="M120 ${CY + 175}V${CY}a180 180 0 0 1 360 0v175z" fill="${fill}"/>`,
] as const;

/**
 * The look of one picture of one product, all from the hash of its id and
 * the picture's number, so the same picture is always the same bytes and two
 * neighbours on a page differ: the hue, the gradient's direction, the stage,
 * the object's tilt and size.
 */
export function pictureLook(gbxProductId: string, index: number) {
  const hash = mixedHash(`${gbxProductId}#${index}`);
  const base = mixedHash(gbxProductId);
  return {
    // Pictures of one product share its hue family; each picture shifts it a little.
    hue: (base % 360 + (index - 1) * 37) % 360,
    gradientAngle: (hash >>> 9) % 360,
    stage: (hash >>> 3) % STAGES.length,
    tilt: ((hash >>> 12) % 41) - 20,
    scale: 9.5 + ((hash >>> 20) % 5) * 0.5,
  };
}

/**
 * A product picture (600 x 600): the drawing of the product's category as an
 * object on a stage, with its shadow, on a gradient in the product's colours.
 * No text: the page names the product (the picture's alt is its title). What
 * matters sits in the middle 4:3 band, so a card that shows it 4:3 loses nothing.
 */
export function productSvg(gbxProductId: string, index: number, subject: PictureSubject): string {
  const look = pictureLook(gbxProductId, index);
  const h = look.hue;
  const ink = `hsl(${h},60%,24%)`;
  const object = (extra: string) =>
    `<g transform="translate(300 ${CY}) rotate(${look.tilt}) scale(${look.scale}) translate(-12 -12)"${extra}>${subject.body}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(subject.category)}" data-drawing="${escapeXml(subject.icon)}">
<defs><linearGradient id="g" gradientTransform="rotate(${look.gradientAngle} 0.5 0.5)"><stop offset="0" stop-color="hsl(${h},75%,92%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},65%,74%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
${STAGES[look.stage]?.(`hsl(${(h + 180) % 360},60%,97%)`) ?? ''}
<ellipse cx="300" cy="${CY + 12 * look.scale + 16}" rx="${9 * look.scale}" ry="${1.6 * look.scale}" fill="${ink}" opacity="0.18"/>
<g transform="translate(10 12)" opacity="0.16">${object(` color="${ink}"`)}</g>
${object(` color="${ink}"`)}
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
