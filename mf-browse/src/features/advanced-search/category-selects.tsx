import { useMemo } from 'react';
import { formatNumber, queries, useApiQuery, useLanguage, useT, type SubcategoryLevel } from '@gbx/shared';
import { fromSubItems, fromTopItems, type CategoryNode } from '../categories/category-nodes';
import { SelectInput } from './form-controls';
import { CATEGORY_LEVELS, chooseCategory, type AdvancedSearch, type CategoryLevelField } from './search-state';
import { texts } from './texts';

/** The categories of one level: the top ones, or the children of the choice above (undefined while they load). */
function useLevel(field: CategoryLevelField, parentId: string): { nodes: CategoryNode[] | undefined; failed: boolean } {
  const level = CATEGORY_LEVELS.indexOf(field) as 0 | SubcategoryLevel;
  const top = useApiQuery({ ...queries.categoryList(), enabled: level === 0 });
  const sub = useApiQuery({ ...queries.subcategoryList((level || 1) as SubcategoryLevel, parentId || '0'), enabled: level > 0 && parentId !== '' });
  const nodes = useMemo(() => {
    if (level === 0) return top.data ? fromTopItems(top.data.Category) : undefined;
    return sub.data ? fromSubItems(level as SubcategoryLevel, sub.data.Category) : undefined;
  }, [level, top.data, sub.data]);
  return { nodes, failed: level === 0 ? top.isError : sub.isError };
}

function LevelSelect({ field, search, onSearch }: { field: CategoryLevelField; search: AdvancedSearch; onSearch: (search: AdvancedSearch) => void }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const index = CATEGORY_LEVELS.indexOf(field);
  const parentId = index === 0 ? '' : search[CATEGORY_LEVELS[index - 1] as CategoryLevelField];
  const { nodes } = useLevel(field, parentId);
  const value = search[field];
  const waiting = index > 0 && parentId === '';
  const loading = !waiting && nodes === undefined;
  const none = !waiting && nodes !== undefined && nodes.length === 0;
  // A chosen id shows as chosen even before its level's names are in (a shared link).
  const chosenMissing = value !== '' && !nodes?.some((node) => String(node.id) === value);
  return (
    <SelectInput
      label={t(`fields.${field}`)}
      value={value}
      onValue={(id) => onSearch(chooseCategory(search, field, id))}
      disabled={waiting || none}
      aria-busy={loading || undefined}
      data-testid={`select-${field}`}
    >
      <option value="">{loading && value === '' ? t('fields.loadingOptions') : none ? t('fields.noSubcategory') : index === 0 ? t('fields.anyCategory') : t('fields.anySubcategory')}</option>
      {chosenMissing ? <option value={value}>{loading ? t('fields.loadingOptions') : value}</option> : null}
      {nodes?.map((node) => (
        <option key={node.id} value={String(node.id)}>
          {`${node.name} (${formatNumber(node.count, language)})`}
        </option>
      ))}
    </SelectInput>
  );
}

/** Category and Sub-Category 1 to 3 (§2.10): each choice loads the next level and clears the ones below (§4). */
export function CategorySelects({ search, onSearch }: { search: AdvancedSearch; onSearch: (search: AdvancedSearch) => void }) {
  return (
    <>
      {CATEGORY_LEVELS.map((field) => (
        <LevelSelect key={field} field={field} search={search} onSearch={onSearch} />
      ))}
    </>
  );
}
