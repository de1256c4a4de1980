import { useMemo } from 'react';
import { queries, useApiQuery } from '@gbx/shared';
import { fromSubItems, fromTopItems, type CategoryNode } from './category-nodes';

/** A level of the tree as the pieces show it: undefined while it loads, and a quiet retry after a failure (§8). */
export interface CategoryLevelState {
  nodes: CategoryNode[] | undefined;
  /** Nothing to show yet and an answer on its way (aria-busy); false once loaded or failed. */
  loading: boolean;
  isError: boolean;
  isFetching: boolean;
  retry: () => void;
}

/** The 14 top categories with their counts (category-list); of a vendor (its CompanyURL): those of its products, with its counts. */
export function useTopCategories(vendor?: string): CategoryLevelState {
  const query = useApiQuery(vendor ? queries.vendorCategoryList(vendor) : queries.categoryList());
  const nodes = useMemo(() => (query.data ? fromTopItems(query.data.Category) : undefined), [query.data]);
  return levelState(nodes, query);
}

/**
 * The children of a category of level 1 to 3 (subcategory-list with catVal =
 * its level), loaded once per visit: the same ids give the same tree. Of a
 * vendor: those that hold its products, with its counts.
 */
export function useSubcategories(parent: CategoryNode & { level: 1 | 2 | 3 }, vendor?: string): CategoryLevelState {
  const query = useApiQuery(
    vendor ? queries.vendorSubcategoryList(vendor, parent.level, parent.id) : queries.subcategoryList(parent.level, parent.id),
  );
  const nodes = useMemo(() => (query.data ? fromSubItems(parent.level, query.data.Category) : undefined), [query.data, parent.level]);
  return levelState(nodes, query);
}

function levelState(nodes: CategoryNode[] | undefined, query: { isError: boolean; isFetching: boolean; refetch: () => unknown }): CategoryLevelState {
  return {
    nodes,
    loading: nodes === undefined && !query.isError,
    isError: query.isError,
    isFetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
