import type { CategoryItem, CategoryLevel, CategoryPath, SubcategoryLevel, SubcategoryListResponse, WireId } from '@gbx/shared';

/**
 * One category of the four-level tree, whatever its level: the wire spells each
 * level its own way (§3: category_name/Count, subcat1_name/subcatOneCount,
 * subcat2_name/subcatTwoCount, subcat3_name/subcatThreeCount); the pieces that
 * show categories read this one shape instead.
 */
export interface CategoryNode {
  id: WireId;
  name: string;
  count: number;
  /** 1 = a top category, 2 to 4 = Sub Category 1 to 3. */
  level: CategoryLevel;
}

type SubcategoryWireItem = SubcategoryListResponse['Category'][number];

export function fromTopItems(items: readonly CategoryItem[]): CategoryNode[] {
  return items.map((item) => ({ id: item.id, name: item.category_name, count: toCount(item.Count), level: 1 }));
}

/** The children of a category at `parentLevel` (what subcategory-list answers for catVal = parentLevel). */
export function fromSubItems(parentLevel: SubcategoryLevel, items: readonly SubcategoryWireItem[]): CategoryNode[] {
  const level = (parentLevel + 1) as CategoryLevel;
  return items.map((item) => {
    // Read whichever spelling the item carries: a server that answers another
    // level's spelling still shows its names and counts.
    if ('subcat1_name' in item) return { id: item.id, name: item.subcat1_name, count: toCount(item.subcatOneCount), level };
    if ('subcat2_name' in item) return { id: item.id, name: item.subcat2_name, count: toCount(item.subcatTwoCount), level };
    return { id: item.id, name: item.subcat3_name, count: toCount(item.subcatThreeCount), level };
  });
}

/** Counts may travel as strings ("42") from a backend that speaks the original contract. */
function toCount(value: number | string | null | undefined): number {
  const count = Number(value);
  return Number.isFinite(count) ? count : 0;
}

/** Whether a category has a level below it to load (levels 1 to 3; level 4 is the last, §9). */
export function hasChildren(node: CategoryNode): node is CategoryNode & { level: SubcategoryLevel } {
  return node.level < 4;
}

/**
 * The §2.1 advanced-search category state of a trail from a top category down
 * to the chosen one: [top] -> { category }, [top, one] -> { category,
 * subcategoryone }, and so on to subcategorythree.
 */
export function categoryPath(trail: readonly CategoryNode[]): CategoryPath {
  const [top, one, two, three] = trail;
  if (!top) throw new Error('A category path starts at a top category');
  return {
    category: top.id,
    ...(one ? { subcategoryone: one.id } : {}),
    ...(two ? { subcategorytwo: two.id } : {}),
    ...(three ? { subcategorythree: three.id } : {}),
  };
}
