import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, MARKET_SEGMENTS, media, RichText, theme, useT } from '@gbx/shared';
import { texts as meaningTexts } from '../deals-segments/meaning-texts';
import { texts } from './texts';
import { SORT_CHOICES, type SortChoice, type VendorResultParams } from './vendor-result-params';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin: 0 0 1rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  ${media.mobile} {
    padding: 0.75rem;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  flex: 0 1 15rem;
  min-width: 0;
  label {
    font-size: 0.8rem;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  ${media.mobile} {
    flex: 1 1 9rem;
  }
`;

const SelectBox = styled.span`
  position: relative;
  display: block;
  select {
    appearance: none;
    width: 100%;
    min-height: 2.6rem;
    padding-block: 0.4rem;
    padding-inline: 0.75rem 2.2rem;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    font-size: 0.95rem;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  select:hover {
    border-color: ${theme.color.link};
  }
  select:focus-visible {
    outline: none;
    border-color: ${theme.color.accent};
    box-shadow: ${theme.focusRing};
  }
  svg {
    position: absolute;
    inset-inline-end: 0.6rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.color.muted};
    pointer-events: none;
  }
`;

const Keyword = styled.p`
  flex: 1 1 14rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.4rem 0.6rem;
  margin: 0;
  min-height: 2.6rem;
  font-size: 0.92rem;
  strong {
    overflow-wrap: anywhere;
  }
  button {
    padding: 0.3rem 0.75rem;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    background: ${theme.color.page};
    color: ${theme.color.link};
    font: inherit;
    font-size: 0.85rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  ${media.mobile} {
    justify-content: flex-start;
  }
`;

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <SelectBox>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
        <ChevronDownIcon size={18} />
      </SelectBox>
    </Field>
  );
}

interface VendorResultsToolbarProps {
  params: VendorResultParams;
  onSegment: (segment: string) => void;
  onSort: (choice: SortChoice) => void;
  onClearKeyword: () => void;
}

/**
 * The vendor results' filters (§2.11): the market segment (the nine of §9),
 * the sort (§9: only Title A-Z, Title Z-A and Reset; 'Sort by' stands in the
 * box while none is chosen, and cannot be chosen), and the keyword the
 * results are scoped to, with a way to clear it.
 */
export function VendorResultsToolbar({ params, onSegment, onSort, onClearKeyword }: VendorResultsToolbarProps) {
  const { t } = useT(texts.namespace);
  const { t: ts } = useT(meaningTexts.namespace);
  return (
    <Bar role="group" aria-label={t('filters')}>
      <Select label={t('segment.label')} value={params.segment} onChange={onSegment}>
        <option value="">{t('segment.all')}</option>
        {MARKET_SEGMENTS.map((segment) => (
          <option key={segment} value={segment}>
            {t('segment.option', { segment, meaning: ts(`meaning.${segment}`) })}
          </option>
        ))}
      </Select>
      <Select label={t('sort.label')} value={params.sort} onChange={(value) => onSort(value as SortChoice)}>
        <option value="" disabled hidden>
          {t('sort.placeholder')}
        </option>
        {SORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </Select>
      {params.keyword ? (
        <Keyword data-testid="vendor-keyword">
          <span>
            <RichText namespace={texts.namespace} i18nKey="matching" values={{ keyword: params.keyword }} components={{ keyword: <strong dir="auto" /> }} />
          </span>
          <button type="button" onClick={onClearKeyword}>
            {t('clearKeyword')}
          </button>
        </Keyword>
      ) : null}
    </Bar>
  );
}
