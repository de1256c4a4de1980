import type { ReactNode } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { Button, countryName, theme, useLanguage, useT, type AdvanceSearchResponse } from '@gbx/shared';
import { CloseIcon } from '../../components/icons';
import { chosenFilters, withoutFilter, type ChosenFilter } from './chosen-filters';
import type { SearchRun } from './search-state';
import { texts } from './texts';

const Box = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.1rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${theme.color.navy};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  a {
    color: ${theme.color.link};
    font-weight: 600;
  }
  ${Button} {
    min-height: 2.5rem;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.45rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.25rem;
  max-width: 100%;
  padding-inline: 0.8rem 0.5rem;
  border-radius: 999px;
  background: #e8eef7;
  color: ${theme.color.navy};
  font-size: 0.9rem;
  text-decoration: none;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  b {
    font-weight: 700;
  }
  svg {
    flex: none;
    padding: 0.2rem;
    border-radius: 50%;
    background: ${theme.color.surface};
  }
  &:hover svg {
    background: ${theme.color.navy};
    color: #fff;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** The value of a chip as it reads: as given, worded by the page, a country in the page's language, or a category named by the answer. */
function useChipValue() {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  return (chip: ChosenFilter, answer: AdvanceSearchResponse | undefined): string => {
    if (chip.valueKey) {
      // A distance unit reads in the visitor's language (km, miles).
      const unit = chip.valueParams?.unit;
      return t(chip.valueKey, unit ? { ...chip.valueParams, unit: t(`fields.${unit}`) } : chip.valueParams);
    }
    // The answer names the country in English; Intl names it as the page speaks.
    if (chip.key === 'productscountry' && chip.value) return countryName(chip.value, language);
    const named = chip.key.startsWith('category:') ? answer?.filters.find((filter) => filter.field === chip.label.replace('fields.', '')) : undefined;
    return named?.value ?? chip.value ?? '';
  };
}

export interface RefineBoxProps {
  run: SearchRun;
  answer: AdvanceSearchResponse | undefined;
  hrefFor: (run: SearchRun) => string;
  clearHref: string;
  onEdit: () => void;
  /** 'Save this search' (issue 41), beside the form's buttons. */
  save?: ReactNode;
}

/**
 * 'Refine Your Search' (§2.10): the chosen filters as chips, each a link to
 * the same search without it; 'Change the filters' opens the form with the
 * search in it, 'Clear all' starts again.
 */
export function RefineBox({ run, answer, hrefFor, clearHref, onEdit, save }: RefineBoxProps) {
  const { t } = useT(texts.namespace);
  const valueOf = useChipValue();
  const chips = chosenFilters(run);
  return (
    <Box aria-labelledby="refine-heading" data-testid="refine-box">
      <Head>
        <h2 id="refine-heading">{t('refine.heading')}</h2>
        <Actions>
          <Button type="button" $variant="secondary" onClick={onEdit}>
            {t('refine.edit')}
          </Button>
          {save}
          {chips.length ? <Link to={clearHref}>{t('refine.clearAll')}</Link> : null}
        </Actions>
      </Head>
      {chips.length ? (
        <Chips aria-label={t('chips.label')} data-testid="chosen-filters">
          {chips.map((chip) => {
            const label = t(chip.label);
            const value = valueOf(chip, answer);
            return (
              <li key={chip.key}>
                <Chip to={hrefFor(withoutFilter(run, chip.key))} aria-label={t('chips.remove', { label, value })} data-filter={chip.key}>
                  <span>
                    <b>{label}:</b> {value}
                  </span>
                  <CloseIcon size={20} />
                </Chip>
              </li>
            );
          })}
        </Chips>
      ) : (
        <p>{t('refine.none')}</p>
      )}
    </Box>
  );
}
