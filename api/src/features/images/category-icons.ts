import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The picture of each category: a Lucide icon (ISC licence, from
 * @iconify-json/lucide: 24 x 24, stroked with currentColor). A product shows
 * the icon of its deepest category that has one (level 3, else level 2), else
 * the icon of its top category (the 14 names of §5, spelled as §5 spells them).
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

/**
 * One drawing of its own for every level-2 category (api/src/data/categories.ts):
 * no two level-2 categories share one, so a product whose level-3 category has
 * no drawing of its own still looks unlike its neighbours of other branches.
 */
export const SUB_CATEGORY_ICONS: Readonly<Record<string, string>> = {
  'Books & Textbooks': 'book-open',
  'School Supplies': 'backpack',
  'Lab Equipment': 'microscope',
  'Online Courses': 'monitor-play',
  Hotels: 'hotel',
  'Holiday Rentals': 'tree-palm',
  'Shared Stays': 'bed-double',
  Paintings: 'frame',
  Sculpture: 'amphora',
  'Prints & Photography': 'camera',
  'Art Supplies': 'paintbrush',
  'Car Parts': 'cog',
  'Tyres & Wheels': 'circle-dot',
  'Car Electronics': 'navigation',
  Vehicles: 'car',
  'Motor Boats': 'ship',
  Sailing: 'sailboat',
  'Marine Equipment': 'anchor',
  'Agricultural Commodities': 'bean',
  Metals: 'anvil',
  Energy: 'fuel',
  'Building Materials': 'brick-wall',
  Plumbing: 'wrench',
  'Electrical Supplies': 'plug',
  Roofing: 'warehouse',
  Electronics: 'smartphone',
  Fashion: 'shirt',
  'Home & Kitchen': 'cooking-pot',
  'Health & Beauty': 'sparkles',
  Tractors: 'tractor',
  Harvesting: 'wheat',
  Irrigation: 'droplets',
  Machinery: 'factory',
  Tools: 'hammer',
  'Safety Equipment': 'hard-hat',
  Packaging: 'package',
  Sports: 'trophy',
  Outdoor: 'tent',
  'Games & Toys': 'gamepad-2',
  Music: 'guitar',
  'Diagnostic Equipment': 'stethoscope',
  'Mobility Aids': 'accessibility',
  'Hospital Supplies': 'syringe',
  'Mouldboard Ploughs': 'shovel',
  'Disc Ploughs': 'disc-3',
  'Chisel Ploughs': 'pickaxe',
  'Residential Property': 'house',
  'Commercial Property': 'building-2',
  Rentals: 'key-round',
};

/**
 * The drawing of the deepest named category (level 3) where the level-2 one
 * would mislead: Fashion holds shoes, jackets and watches, and a watch must
 * look like a watch. Level 4 only splits level 3 by qualifiers (Men, Women…),
 * which look alike. A level-3 category missing here shows its level-2 drawing.
 */
export const LEAF_CATEGORY_ICONS: Readonly<Record<string, string>> = {
  'Language Learning': 'languages',
  'Exam Preparation': 'clipboard-check',
  Stationery: 'pencil',
  Calculators: 'calculator',
  Glassware: 'flask-conical',
  'Lab Safety': 'shield-plus',
  'Programming Courses': 'code',
  'Business Courses': 'presentation',
  'Music Lessons': 'music',
  'Boutique Hotels': 'concierge-bell',
  Apartments: 'building',
  Villas: 'house',
  Cabins: 'tent-tree',
  'Guest Houses': 'door-open',
  'Student Rooms': 'lamp-desk',
  'Oil Paintings': 'image',
  Watercolours: 'palette',
  'Bronze Sculpture': 'person-standing',
  'Wood Carving': 'axe',
  'Fine Art Prints': 'printer',
  Posters: 'scroll-text',
  Canvases: 'presentation',
  Paints: 'paint-bucket',
  Brakes: 'disc',
  'Engine Parts': 'cog',
  Suspension: 'wrench',
  'Winter Tyres': 'snowflake',
  'Alloy Wheels': 'disc-3',
  'Car Audio': 'speaker',
  'Dash Cameras': 'cctv',
  Motorcycles: 'motorbike',
  Vans: 'van',
  'Cabin Cruisers': 'ship-wheel',
  'Fishing Boats': 'fish',
  'Sails & Rigging': 'wind',
  'Marine Electronics': 'radar',
  'Life Jackets': 'life-buoy',
  'Coffee & Cocoa': 'coffee',
  Cotton: 'flower-2',
  Grains: 'wheat',
  Copper: 'cylinder',
  Aluminium: 'layers',
  Coal: 'flame',
  'Liquefied Gas': 'container',
  Cement: 'construction',
  Timber: 'tree-pine',
  Valves: 'gauge',
  Fittings: 'bolt',
  Cables: 'cable',
  Switches: 'toggle-left',
  Lighting: 'lightbulb',
  'Roof Tiles': 'house',
  Insulation: 'layers',
  Laptops: 'laptop',
  Headphones: 'headphones',
  Shoes: 'footprints',
  Jackets: 'jacket',
  Watches: 'watch',
  Furniture: 'sofa',
  Bedding: 'bed-double',
  'Skin Care': 'hand-heart',
  'Hair Care': 'scissors',
  Fragrances: 'spray-can',
  'Tractor Parts': 'cog',
  Balers: 'cylinder',
  Mowers: 'leaf',
  Sprinklers: 'shower-head',
  'Water Pumps': 'waves',
  'CNC Machines': 'cpu',
  Compressors: 'gauge',
  Generators: 'zap',
  'Power Tools': 'drill',
  'Measuring Tools': 'ruler',
  Gloves: 'hand',
  'Safety Footwear': 'footprints',
  Boxes: 'box',
  Pallets: 'layers-3',
  'Stretch Film': 'scroll',
  Football: 'volleyball',
  'Fitness Equipment': 'dumbbell',
  Hiking: 'mountain',
  Bicycles: 'bike',
  'Board Games': 'dice-5',
  Puzzles: 'puzzle',
  Keyboards: 'piano',
  Drums: 'drum',
  'Blood Pressure Monitors': 'heart-pulse',
  Thermometers: 'thermometer',
  Walkers: 'person-standing',
  'Hospital Beds': 'bed',
  'Surgical Instruments': 'scissors',
  'Apartments for Sale': 'building',
  Plots: 'land-plot',
  Offices: 'building-2',
  'Retail Units': 'store',
  Warehouses: 'warehouse',
  'Short-term Rentals': 'calendar-days',
  'Co-working Space': 'armchair',
};

/**
 * Drawings the Lucide set lacks, in its style (24 x 24, stroked, round
 * joins), drawn for this catalogue: a jacket (long sleeves, collar, zip and
 * pockets), which Fashion's shirt would misname.
 */
const OWN_ICONS: Readonly<Record<string, string>> = {
  jacket:
    '<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2">' +
    '<path d="M9 3 5 4.5C3.8 5 3.2 5.8 3 7L2 19h3l1.5-9V21h11V10l1.5 9h3L21 7c-.2-1.2-.8-2-2-2.5L15 3"/>' +
    '<path d="m9 3 3 4 3-4M12 7v14M8 14h2m4 0h2"/></g>',
};

/** A product whose category is not known (yet): a parcel. */
export const FALLBACK_ICON = 'package';

/** The icon of a product of top category `top`, level-2 category `sub` and level-3 category `leaf`: the deepest one drawn. */
export function categoryIcon(top: string | null | undefined, sub?: string | null, leaf?: string | null): string {
  return (leaf && LEAF_CATEGORY_ICONS[leaf]) || (sub && SUB_CATEGORY_ICONS[sub]) || (top && TOP_CATEGORY_ICONS[top]) || FALLBACK_ICON;
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
  const wanted = new Set([...Object.values(TOP_CATEGORY_ICONS), ...Object.values(SUB_CATEGORY_ICONS), ...Object.values(LEAF_CATEGORY_ICONS), FALLBACK_ICON]);
  const found = new Map<string, string>(Object.entries(OWN_ICONS));
  for (const name of wanted) {
    if (found.has(name)) continue;
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
