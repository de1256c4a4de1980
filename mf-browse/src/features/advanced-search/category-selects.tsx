import { useMemo } from 'react';
import { formatNumber, queries, useApiQuery, useLanguage, useT, type SubcategoryLevel } from '@gbx/shared';
import { fromSubItems, fromTopItems, type CategoryNode } from '../categories/category-nodes';
import { SelectInput } from './form-controls';
import type { SearchFields } from './search-form-api';
import { CATEGORY_LEVELS, chooseCategory, type CategoryLevelField } from './search-state';
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

/** One level's select: `parentId` is the choice of the level above ('' for the top one). */
function LevelSelect({ field, value, parentId, onChoose }: { field: CategoryLevelField; value: string; parentId: string; onChoose: (id: string) => void }) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const index = CATEGORY_LEVELS.indexOf(field);
  const { nodes } = useLevel(field, parentId);
  const waiting = index > 0 && parentId === '';
  const loading = !waiting && nodes === undefined;
  const none = !waiting && nodes !== undefined && nodes.length === 0;
  // A chosen id shows as chosen even before its level's names are in (a shared link).
  const chosenMissing = value !== '' && !nodes?.some((node) => String(node.id) === value);
  return (
    <SelectInput
      label={t(`fields.${field}`)}
      name={field}
      value={value}
      onChange={(event) => onChoose(event.target.value)}
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

/**
 * Category and Sub-Category 1 to 3 (§2.10): each choice loads the next level
 * and clears the ones below (§4). Drawn from the form's values, whose levels
 * they set: their options load as they are chosen, and a chosen id shows
 * before its names are in.
 */
export function CategorySelects({ form }: { form: SearchFields }) {
  const chosen = CATEGORY_LEVELS.map((level) => form.watch(level));
  const choose = (field: CategoryLevelField, id: string) => {
    const before = form.getValues();
    const after = chooseCategory(before, field, id);
    for (const level of CATEGORY_LEVELS) if (after[level] !== before[level]) form.setValue(level, after[level]);
  };
  return (
    <>
      {CATEGORY_LEVELS.map((field, index) => (
        <LevelSelect key={field} field={field} value={chosen[index] ?? ''} parentId={index === 0 ? '' : (chosen[index - 1] ?? '')} onChoose={(id) => choose(field, id)} />
      ))}
    </>
  );
}
