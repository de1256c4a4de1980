import type { Static, SubcategoryItem } from '@gbx/contract/schemas';

/**
 * A child category as subcategory-list names it (§3): each level spells its
 * fields its own way, { id, subcat1_name, subcatOneCount } under a top
 * category (parent level 1), subcat2_name/subcatTwoCount under level 2,
 * subcat3_name/subcatThreeCount under level 3.
 */
export function subcategoryItem(parentLevel: 1 | 2 | 3, id: number, name: string, count: number): Static<typeof SubcategoryItem> {
  switch (parentLevel) {
    case 1:
      return { id, subcat1_name: name, subcatOneCount: count };
    case 2:
      return { id, subcat2_name: name, subcatTwoCount: count };
    case 3:
      return { id, subcat3_name: name, subcatThreeCount: count };
  }
}
