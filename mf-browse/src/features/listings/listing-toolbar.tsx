import { Fragment, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MARKET_SEGMENTS, media, theme, useT, VisuallyHidden, type MarketSegment } from '@gbx/shared';
import { CategoryIcon, ChevronIcon, CloseIcon, GridViewIcon, ListViewIcon, RefreshIcon, TuneIcon } from '../../components/icons';
import { texts as meaningTexts } from '../deals-segments/meaning-texts';
import { isSegment, sortChoiceChange, type ListingCategory, type ListingChange, type ListingState } from './listing-params';
import { SortSelect } from './sort-select';
import { texts } from './texts';
import { KeywordField, ToolButton, ToolGroup, ToolSelect } from './toolbar-fields';

const Bar = styled.div<{ $fixed: boolean }>`
  display: grid;
  gap: 0.6rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${({ $fixed }) => ($fixed ? '0 0 12px 12px' : '12px')};
  background: ${theme.color.surface};
  box-shadow: ${({ $fixed }) => ($fixed ? '0 6px 18px rgba(5, 20, 40, 0.16)' : 'none')};
  ${media.mobile} {
    padding: 0.6rem;
  }
`;

/** One row on a wide screen; on a phone the keyword and a Filters button, the rest in a panel below. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.6rem 0.75rem;
  > form {
    flex: 1 1 16rem;
  }
  > .save {
    margin-inline-start: auto;
  }
  ${media.mobile} {
    column-gap: 0.5rem;
    > form {
      flex: 1 1 0;
    }
    /* 'Save this search': the bookmark alone, its label still its name. */
    > .save .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: contents;
  > .categories {
    order: -1;
  }
  > .segment {
    flex: 0 1 16.5rem;
  }
  > .sort {
    flex: 0 1 12.5rem;
  }
  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    flex: 1 1 100%;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 0.6rem;
    align-items: end;
    > .categories {
      grid-column: 1 / -1;
    }
  }
`;

/** Only a phone folds the filters away. */
const FiltersToggle = styled(ToolButton)`
  display: none;
  ${media.mobile} {
    display: inline-flex;
    flex: none;
    gap: 0.3rem;
    padding: 0 0.6rem;
  }
`;

const Slot = styled.div`
  min-width: 0;
`;

const Chip = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  font-size: 0.88rem;
  color: ${theme.color.text};
  strong {
    overflow-wrap: anywhere;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.2rem 0.55rem;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    background: ${theme.color.page};
    color: ${theme.color.link};
    font: inherit;
    font-size: 0.82rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** The market-segment filter: the nine of §9, with 'All' unless the page is itself a segment's. */
export interface SegmentFilter {
  value: MarketSegment | '';
  onChange: (segment: MarketSegment | '') => void;
  /** Whether 'All market segments' is offered. */
  allowAll: boolean;
}

export interface ListingToolbarProps {
  state: ListingState;
  onChange: (change: ListingChange) => void;
  /** A keyword search; false when it did nothing (§5). */
  onKeyword: (typed: string) => boolean;
  onCategories: () => void;
  onRefresh: () => void;
  segment: SegmentFilter;
  /** The place or store the keyword search is scoped to. */
  keywordScope?: string;
  /** The category filter's path, top first, as the listing's answer names it (undefined while it loads). */
  categoryPath?: ReadonlyArray<{ level: number; id: number; name: string }>;
  fixed: boolean;
  /** 'Save this search' (issue 41), at the end of the row. */
  save?: ReactNode;
}

/**
 * The toolbar of every product listing (§2.8): Search by Categories, the
 * keyword search, the market-segment filter, the sort select of §9, grid or
 * list, and refresh, which clears every filter. A category filter in force
 * shows below, with a way to clear it.
 */
export function ListingToolbar({ state, onChange, onKeyword, onCategories, onRefresh, segment, keywordScope, categoryPath, fixed, save }: ListingToolbarProps) {
  const { t } = useT(texts.namespace);
  const { t: ts } = useT(meaningTexts.namespace);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Bar role="group" aria-label={t('toolbar.label')} $fixed={fixed} data-testid="listing-toolbar" data-fixed={fixed ? 'true' : 'false'}>
      <Row>
        <KeywordField key={state.keyword} keyword={state.keyword} scope={keywordScope} onSearch={onKeyword} />
        <FiltersToggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <TuneIcon size={20} />
          {t('toolbar.filters')}
        </FiltersToggle>
        <Panel id={panelId} $open={open}>
          <Slot className="categories">
            <ToolButton type="button" aria-haspopup="dialog" onClick={onCategories}>
              <CategoryIcon size={18} />
              {t('toolbar.categories')}
            </ToolButton>
          </Slot>
          <Slot className="segment">
            <ToolSelect label={t('toolbar.segment')} value={segment.value} testId="segment-filter" onChange={(value) => segment.onChange(isSegment(value) ? value : '')}>
              {segment.allowAll ? <option value="">{t('toolbar.allSegments')}</option> : null}
              {MARKET_SEGMENTS.map((code) => (
                <option key={code} value={code}>
                  {t('toolbar.segmentOption', { segment: code, meaning: ts(`meaning.${code}`) })}
                </option>
              ))}
            </ToolSelect>
          </Slot>
          <Slot className="sort">
            <SortSelect value={state.sort} onChoose={(choice) => onChange(sortChoiceChange(choice))} />
          </Slot>
          <Slot>
            <ToolGroup label={t('toolbar.view')}>
              <ToolButton type="button" $square aria-pressed={state.view === 'grid'} title={t('toolbar.grid')} onClick={() => onChange({ type: 'view', view: 'grid' })}>
                <GridViewIcon size={20} />
                <VisuallyHidden>{t('toolbar.grid')}</VisuallyHidden>
              </ToolButton>
              <ToolButton type="button" $square aria-pressed={state.view === 'list'} title={t('toolbar.list')} onClick={() => onChange({ type: 'view', view: 'list' })}>
                <ListViewIcon size={20} />
                <VisuallyHidden>{t('toolbar.list')}</VisuallyHidden>
              </ToolButton>
            </ToolGroup>
          </Slot>
          <Slot>
            <ToolButton type="button" $square title={t('toolbar.refresh')} onClick={onRefresh}>
              <RefreshIcon size={20} />
              <VisuallyHidden>{t('toolbar.refresh')}</VisuallyHidden>
            </ToolButton>
          </Slot>
        </Panel>
        {save ? <Slot className="save">{save}</Slot> : null}
      </Row>
      {state.category ? (
        <Chip data-testid="category-filter">
          {categoryPath?.length ? (
            <>
              <span>{t('toolbar.categoryPath')}</span>
              {/* Each level removes itself and what is below it: the filter becomes the level above, or none. */}
              {categoryPath.map((step, index) => (
                <Fragment key={step.id}>
                  {/* The chevron points the way the path reads: turned round in right-to-left languages. */}
                  {index > 0 ? <ChevronIcon size={16} /> : null}
                  <button
                    type="button"
                    aria-label={t('toolbar.removeLevel', { name: step.name })}
                    onClick={() => {
                      const above = categoryPath[index - 1];
                      onChange({ type: 'category', category: above ? { level: above.level as ListingCategory['level'], id: String(above.id) } : null });
                    }}
                  >
                    <strong dir="auto">{step.name}</strong>
                    <CloseIcon size={14} />
                  </button>
                </Fragment>
              ))}
            </>
          ) : (
            <>
              <span>{t('toolbar.someCategory')}</span>
              <button type="button" onClick={() => onChange({ type: 'category', category: null })}>
                <CloseIcon size={14} />
                {t('toolbar.clearCategory')}
              </button>
            </>
          )}
        </Chip>
      ) : null}
    </Bar>
  );
}
