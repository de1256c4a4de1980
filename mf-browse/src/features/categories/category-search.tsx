import { getQueryClient, queries, type CategoryPath } from '@gbx/shared';
import { CategoryCombobox } from './category-combobox';
import type { TopCategoryName } from '@gbx/contract/rules';

/**
 * The category search box (§2.3, §2.4): picking one of the 14 names of §5
 * chooses that top category. Its id comes from category-list, looked up by
 * name (from the cache when the page already loaded it); if the list cannot
 * be loaded the pick does nothing, like every failed load (§8).
 */
export function CategorySearch({ onChoose, hideLabel }: { onChoose: (path: CategoryPath) => void; hideLabel?: boolean }) {
  const choose = async (name: TopCategoryName) => {
    const list = await getQueryClient()
      .fetchQuery(queries.categoryList())
      .catch(() => undefined);
    const wanted = name.toLocaleLowerCase('en');
    const top = list?.Category.find((item) => item.category_name.trim().toLocaleLowerCase('en') === wanted);
    if (top) onChoose({ category: top.id });
  };
  return <CategoryCombobox onPick={(name) => void choose(name)} hideLabel={hideLabel} />;
}
