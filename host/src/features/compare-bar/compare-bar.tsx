import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { addTranslations, formatNumber, media, paths, theme, useLanguage, useT } from '@gbx/shared';
import { clearCompare, COMPARE_LIMIT, removeFromCompare, useCompareList } from '@gbx/shared/compare';
import { COMPARE_BAR_NAMESPACE, compareBarResources } from './texts';

addTranslations(COMPARE_BAR_NAMESPACE, compareBarResources);

/** At the foot of the window while the page scrolls, and after the footer at the end: it never covers the page. */
const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.6rem 1rem;
  background: ${theme.color.navy};
  color: #fff;
  box-shadow: 0 -2px 10px rgba(11, 37, 69, 0.25);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  .count {
    font-size: 0.9rem;
    color: #dce7f5;
  }
  ul {
    display: flex;
    flex: 1 1 20rem;
    gap: 0.5rem;
    min-width: 0;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    flex: none;
    max-width: 14rem;
    padding-inline-start: 0.6rem;
    border-radius: 999px;
    background: ${theme.color.navyLight};
    font-size: 0.88rem;
  }
  li bdi {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .end {
    display: flex;
    gap: 0.5rem;
    margin-inline-start: auto;
  }
  button,
  a {
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  li button {
    min-width: 2rem;
    min-height: 2rem;
    border: 0;
    border-radius: 999px;
    background: none;
    color: #fff;
    font-size: 1.1rem;
    line-height: 1;
  }
  .open {
    padding: 0.45rem 1rem;
    border-radius: ${theme.radius};
    background: ${theme.color.accent};
    color: ${theme.color.navy};
    text-decoration: none;
  }
  .clear {
    padding: 0.45rem 0.8rem;
    border: 1px solid #9fb3cc;
    border-radius: ${theme.radius};
    background: none;
    color: #fff;
  }
  button:focus-visible,
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  ${media.mobile} {
    gap: 0.4rem 0.5rem;
    padding: 0.5rem 0.75rem;
    h2 {
      display: none;
    }
    .open,
    .clear {
      padding: 0.4rem 0.6rem;
      font-size: 0.9rem;
    }
    ul {
      order: 3;
      flex-basis: 100%;
    }
  }
`;

/**
 * The compare bar (issue 41): the products chosen in any area, each with a
 * way to take it out, Compare now (the /compare address of the list, which
 * anyone it is sent to sees the same) and Clear all. The shell keeps it on
 * every page (compare-bar-slot.tsx); it follows the list on the bus.
 */
export default function CompareBar() {
  const { t } = useT(COMPARE_BAR_NAMESPACE);
  const language = useLanguage();
  const list = useCompareList();
  if (!list.length) return null;
  return (
    <Bar aria-labelledby="compare-bar-title" data-testid="compare-bar">
      <h2 id="compare-bar-title">{t('label')}</h2>
      <span className="count" data-testid="compare-count">
        {t('count', { count: formatNumber(list.length, language), limit: formatNumber(COMPARE_LIMIT, language) })}
      </span>
      <ul aria-labelledby="compare-bar-title">
        {list.map((item) => (
          <li key={item.id}>
            <bdi title={item.title || item.id}>{item.title || item.id}</bdi>
            <button type="button" aria-label={t('remove', { title: item.title || item.id })} onClick={() => removeFromCompare(item.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <span className="end">
        <Link className="open" to={paths.compare.to(list.map((item) => item.id))}>
          {t('open')}
        </Link>
        <button type="button" className="clear" onClick={clearCompare}>
          {t('clear')}
        </button>
      </span>
    </Bar>
  );
}
