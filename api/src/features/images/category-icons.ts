import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The picture of each category: a Lucide icon (ISC licence, from
 * @iconify-json/lucide: 24 x 24, stroked with currentColor). A product shows
 * the icon of its level-2 category when it has one of its own, else the icon
 * of its top category (the 14 names of §5, spelled as §5 spells them).
 */
export const TOP_CATEGORY_ICONS: Readonly<Record<string, string>> = {
  'Academia & Education': 'graduation-cap',
  Accomodation: 'bed-double',
  Art: 'palette',
  Automotive: 'car',
  Boats: 'sailboat',
  Commodities: 'wheat',
  'Construction Material': 'brick-wall',
  'Consumer Products': 'shopping-bag',
  'Farming Equipment': 'tractor',
  'Industrial Products': 'factory',
  Leisure: 'tent',
  'Medical Equipment': 'stethoscope',
  Ploughs: 'shovel',
  'Real Estate': 'house',
};

/** Level-2 categories whose things look unlike their top category's icon (api/src/data/categories.ts). */
export const SUB_CATEGORY_ICONS: Readonly<Record<string, string>> = {
  'Books & Textbooks': 'book-open',
  'School Supplies': 'backpack',
  'Lab Equipment': 'microscope',
  'Online Courses': 'monitor-play',
  Hotels: 'hotel',
  'Holiday Rentals': 'tree-palm',
  Paintings: 'frame',
  'Prints & Photography': 'camera',
  'Art Supplies': 'paintbrush',
  'Car Parts': 'cog',
  'Tyres & Wheels': 'circle-dot',
  'Car Electronics': 'navigation',
  'Motor Boats': 'ship',
  'Marine Equipment': 'anchor',
  Metals: 'pickaxe',
  Energy: 'fuel',
  Plumbing: 'wrench',
  'Electrical Supplies': 'plug',
  Roofing: 'warehouse',
  Electronics: 'smartphone',
  Fashion: 'shirt',
  'Home & Kitchen': 'cooking-pot',
  'Health & Beauty': 'sparkles',
  Harvesting: 'wheat',
  Irrigation: 'droplets',
  Machinery: 'cog',
  Tools: 'hammer',
  'Safety Equipment': 'hard-hat',
  Packaging: 'package',
  Sports: 'trophy',
  Outdoor: 'bike',
  'Games & Toys': 'gamepad-2',
  Music: 'guitar',
  'Mobility Aids': 'accessibility',
  'Hospital Supplies': 'syringe',
  'Commercial Property': 'building-2',
  Rentals: 'key-round',
};

/** A product whose category is not known (yet): a parcel. */
export const FALLBACK_ICON = 'package';

/** The icon of a product of top category `top` and level-2 category `sub`. */
export function categoryIcon(top: string | null | undefined, sub?: string | null): string {
  return (sub && SUB_CATEGORY_ICONS[sub]) || (top && TOP_CATEGORY_ICONS[top]) || FALLBACK_ICON;
}

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

let bodies: Map<string, string> | null = null;

/**
 * The inner SVG of each icon used above, read once from the icon set (600 kB of
 * JSON) and kept alone: the rest of the set is left to the garbage collector.
 */
function iconBodies(): Map<string, string> {
  if (bodies) return bodies;
  const file = createRequire(import.meta.url).resolve('@iconify-json/lucide/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconSet;
  const wanted = new Set([...Object.values(TOP_CATEGORY_ICONS), ...Object.values(SUB_CATEGORY_ICONS), FALLBACK_ICON]);
  const found = new Map<string, string>();
  for (const name of wanted) {
    const body = set.icons[name]?.body ?? set.icons[set.aliases?.[name]?.parent ?? '']?.body;
    if (body) found.set(name, body);
  }
  bodies = found;
  return found;
}

/** The inner SVG (24 x 24 units, stroked with currentColor) of an icon named above; the parcel for any other name. */
export function iconBody(name: string): string {
  const all = iconBodies();
  return all.get(name) ?? all.get(FALLBACK_ICON) ?? '';
}
