import { useMemo, useState } from 'react';
import { useT, VisuallyHidden } from '@gbx/shared';
import { Combobox } from '../../components/combobox';
import { SearchIcon } from '../../components/icons';
import type { TopCategoryName } from '@gbx/contract/rules';
import { suggestCategories } from './category-names';
import { CATEGORIES_NAMESPACE } from './texts';

export interface CategoryComboboxProps {
  /** Called with the picked name (one of the 14 of §5). */
  onPick: (name: TopCategoryName) => void;
  /** The label stays for screen readers only when the surroundings already say what the field is. */
  hideLabel?: boolean;
}

/** The category search box with suggestions (§2.3, §2.4, §5): the names that contain what was typed. */
export function CategoryCombobox({ onPick, hideLabel = false }: CategoryComboboxProps) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  const [text, setText] = useState('');
  const suggestions = useMemo(() => suggestCategories(text).map((name) => ({ key: name, label: name, name })), [text]);
  const typed = text.trim();
  return (
    <Combobox
      label={t('search.label')}
      hideLabel={hideLabel}
      placeholder={t('search.placeholder')}
      listLabel={t('search.listLabel')}
      text={text}
      onTextChange={setText}
      options={suggestions}
      onPick={(option) => onPick(option.name)}
      icon={<SearchIcon size={18} />}
      status={
        typed && suggestions.length === 0 ? (
          t('search.noMatch', { text: typed })
        ) : suggestions.length ? (
          <VisuallyHidden>{t('search.found', { count: suggestions.length })}</VisuallyHidden>
        ) : null
      }
    />
  );
}
