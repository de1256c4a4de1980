import type { ProductDetail } from '@gbx/shared';

/**
 * The rules of the product detail page (§2.9, §5) that know nothing of React:
 * the purchase quantity, the 300-character cut of long texts, which
 * attributes show. Which ids are worth asking for: readProductId in
 * @gbx/shared (the host asks for the product before this remote arrives).
 */

/** The most a buyer can put in the cart at once: the stock when the vendor says it, within the contract's 5 digits. */
export function maxQuantity(stock: number): number {
  return stock > 0 ? Math.min(Math.floor(stock), 99_999) : 99_999;
}

/** A typed quantity as a number: '2.5' and '2,5' are 2.5 (which clampQuantity brings to 2), never 25; anything else is NaN. */
export function typedQuantity(text: string): number {
  const normal = text.trim().replace(',', '.');
  return /^\d*\.?\d*$/.test(normal) && /\d/.test(normal) ? Number(normal) : Number.NaN;
}

/** What the visitor is told when a typed quantity was changed: out of 1..most, or not a whole number; null when kept. */
export function quantityNote(wanted: number, stock: number): 'range' | 'whole' | null {
  if (!Number.isFinite(wanted) || wanted < 1 || wanted > maxQuantity(stock)) return 'range';
  return Number.isInteger(wanted) ? null : 'whole';
}

/** §5: a purchase quantity is a whole number from 1 to the most (typed values are brought within). */
export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), maxQuantity(stock));
}

/** §2.9: READ MORE shows the text beyond the first 300 characters. */
export const CUT_AT = 300;

/** The first 300 characters, cut at the last space before them when there is one (no half word), with an ellipsis. */
export function cutText(text: string): { short: string; cut: boolean } {
  const clean = text.trim();
  if (clean.length <= CUT_AT) return { short: clean, cut: false };
  const head = clean.slice(0, CUT_AT);
  const space = head.lastIndexOf(' ');
  return { short: `${(space > CUT_AT * 0.7 ? head.slice(0, space) : head).trimEnd()}…`, cut: true };
}

/** The attribute badges of §2.9, as text keys and their values, in the spec's order. */
export type Attribute =
  | { key: 'condition'; value: ProductDetail['IsUsed'] }
  | { key: 'genuine'; value: ProductDetail['GenuineProduct'] }
  | { key: 'ageRestricted'; age: number }
  | { key: 'warranty'; months: number }
  | { key: 'customization' }
  | { key: 'sample'; price: number }
  | { key: 'leadDays'; days: number };

export function attributesOf(product: ProductDetail): Attribute[] {
  const list: Attribute[] = [
    { key: 'condition', value: product.IsUsed },
    { key: 'genuine', value: product.GenuineProduct },
  ];
  if (product.AgeRestricted === 'YES') list.push({ key: 'ageRestricted', age: product.AgeLimit });
  if (product.HasWarranty === 'YES') list.push({ key: 'warranty', months: product.WarrantyMonths });
  if (product.ProductCustomization === 'YES') list.push({ key: 'customization' });
  // §2.9: a sample shows only when the vendor sets a minimum quantity.
  if (product.SampleAvailable === 'YES' && Number(product.HasMinimumQuantity) > 0) list.push({ key: 'sample', price: product.SamplePrice });
  if (product.LeadTimeRequired === 'YES') list.push({ key: 'leadDays', days: product.LeadDays });
  return list;
}

/** The vendor's name in the sidebar: at most 30 characters (§2.9, §9), the full name in its title. */
export function shortVendorName(name: string): string {
  const chars = [...name];
  return chars.length > 30 ? `${chars.slice(0, 30).join('').trimEnd()}…` : name;
}

/** The category path as breadcrumb steps: up to four levels, each with its id and level (§4 catVal 1 to 4). */
export function breadcrumbOf(category: ProductDetail['Category']): Array<{ level: 1 | 2 | 3 | 4; id: number; name: string }> {
  const levels = [
    [category.firstCategoryId, category.firstCategoryName],
    [category.secondCategoryId, category.secondCategoryName],
    [category.thirdCategoryId, category.thirdCategoryName],
    [category.fourthCategoryId, category.fourthCategoryName],
  ] as const;
  const steps: Array<{ level: 1 | 2 | 3 | 4; id: number; name: string }> = [];
  for (const [index, [id, name]] of levels.entries()) {
    if (id === null || !name) break;
    steps.push({ level: (index + 1) as 1 | 2 | 3 | 4, id, name });
  }
  return steps;
}
