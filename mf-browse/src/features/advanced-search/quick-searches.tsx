import styled from 'styled-components';
import { media, theme, useT } from '@gbx/shared';
import { QUICK_SEARCHES, type QuickSearch } from './search-state';
import { texts } from './texts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  /* One line on a phone, scrolled sideways: the bar stays short when it is fixed at the top. */
  ${media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    margin-inline: -0.6rem;
    padding-inline: 0.6rem;
    scrollbar-width: none;
    > button {
      flex: none;
    }
  }
`;

const Quick = styled.button`
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.navy};
  font: inherit;
  font-weight: 600;
  font-size: 0.92rem;
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.link};
    background: #f3f7fc;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.color.accent};
    background: ${theme.color.accent};
    color: ${theme.color.navy};
  }
  ${media.mobile} {
    padding: 0 0.6rem;
    font-size: 0.85rem;
  }
`;

/**
 * The four quick searches of §2.10 as toggle buttons: exactly one is
 * highlighted while it applies (pressing another moves the highlight,
 * pressing it again turns it off).
 */
export function QuickSearches({ active, onChoose }: { active: QuickSearch | ''; onChoose: (quick: QuickSearch | '') => void }) {
  const { t } = useT(texts.namespace);
  return (
    <Row role="group" aria-label={t('quick.label')}>
      {QUICK_SEARCHES.map((quick) => (
        <Quick key={quick} type="button" aria-pressed={active === quick} onClick={() => onChoose(active === quick ? '' : quick)}>
          {t(`quick.${quick}`)}
        </Quick>
      ))}
    </Row>
  );
}
