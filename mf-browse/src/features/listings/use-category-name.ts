import { getQueryClient, queries, useApiQuery, type SubcategoryLevel, type SubcategoryListResponse } from '@gbx/shared';
import { fromSubItems, fromTopItems } from '../categories/category-nodes';
import type { ListingCategory } from './listing-params';

/**
 * The name of the listing's category filter, for the toolbar. The address
 * holds only its level and id (§4 catVal, subcatID): a top category's name
 * comes from the category list (loaded once per visit); a sub-category's from
 * the level the All Categories modal loaded when it was chosen. After a reload
 * that level is not known, and the toolbar says only that a category filters
 * the list.
 */
export function useCategoryName(category: ListingCategory | null): string | undefined {
  const top = useApiQuery({ ...queries.categoryList(), enabled: category?.level === 1 });
  if (!category) return undefined;
  if (category.level === 1) {
    return top.data ? fromTopItems(top.data.Category).find((node) => String(node.id) === category.id)?.name : undefined;
  }
  const parentLevel = (category.level - 1) as SubcategoryLevel;
  const loaded = getQueryClient().getQueriesData<SubcategoryListResponse>({ queryKey: ['subcategory-list', parentLevel] });
  for (const [, answer] of loaded) {
    const node = answer ? fromSubItems(parentLevel, answer.Category).find((item) => String(item.id) === category.id) : undefined;
    if (node) return node.name;
  }
  return undefined;
}
