import { useT } from '@gbx/shared';
import { SORT_CHOICES, type SortChoice } from './listing-params';
import { texts } from './texts';
import { ToolSelect } from './toolbar-fields';

const isChoice = (value: string): value is SortChoice => SORT_CHOICES.some((choice) => choice.value === value);

/**
 * The sort select of §9 ('Sort by', the six sorts, Reset), one control for
 * the listings' toolbar and the advanced search's results, so both offer the
 * same sorts under the same words. What Reset clears is the page's to say.
 */
export function SortSelect({ value, onChoose }: { value: string; onChoose: (choice: SortChoice) => void }) {
  const { t } = useT(texts.namespace);
  return (
    <ToolSelect label={t('toolbar.sort')} value={value} testId="sort-select" onChange={(chosen) => onChoose(isChoice(chosen) ? chosen : '')}>
      {SORT_CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {t(choice.label)}
        </option>
      ))}
    </ToolSelect>
  );
}
