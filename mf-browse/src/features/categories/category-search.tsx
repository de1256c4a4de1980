import { getQueryClient, queries, type CategoryPath } from '@gbx/shared';
import { CategoryCombobox } from './category-combobox';
import type { CategoryName } from './category-names';

/**
 * The category search box (§2.3, §2.4): picking one of the 14 names of §5
 * chooses that top category. Its id comes from category-list, looked up by
 * name (from the cache when the page already loaded it); if the list cannot
 * be loaded the pick does nothing, like every failed load (§8). In a
 * vendor's store (its CompanyURL) the names are looked up among its categories.
 */
export function CategorySearch({ onChoose, hideLabel, vendor }: { onChoose: (path: CategoryPath) => void; hideLabel?: boolean; vendor?: string }) {
  const choose = async (name: CategoryName) => {
    const list = await getQueryClient()
      .fetchQuery(vendor ? queries.vendorCategoryList(vendor) : queries.categoryList())
      .catch(() => undefined);
    const wanted = name.toLocaleLowerCase('en');
    const top = list?.Category.find((item) => item.category_name.trim().toLocaleLowerCase('en') === wanted);
    if (top) onChoose({ category: top.id });
  };
  return <CategoryCombobox onPick={(name) => void choose(name)} hideLabel={hideLabel} />;
}
