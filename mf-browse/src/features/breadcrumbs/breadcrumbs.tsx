import { Link, useLocation } from '@gbx/shared/router';
import styled from 'styled-components';
import { paths, Skeleton, theme, useT } from '@gbx/shared';
import { breadcrumbList, jsonForScript, type Crumb } from './breadcrumb-list';
import { texts } from './texts';

/** One line of a fixed height, with or without its names: the page below never moves. */
const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-height: 1.5rem;
  margin: 0 0 0.5rem;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  line-height: 1.5rem;
  color: ${theme.color.text};
  li {
    display: inline-flex;
    align-items: center;
    min-width: 0;
  }
  /* The separator is drawn, not read ('/ ""': no text for assistive technology); '›' mirrors itself in right-to-left text. */
  li + li::before {
    content: '›' / '';
    margin-inline: 0.45rem;
    color: ${theme.color.muted};
  }
  a {
    color: ${theme.color.link};
  }
  [aria-current='page'] {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export interface BreadcrumbsProps {
  /**
   * The steps after Home, the last being the page. A step whose name is not
   * known yet (a vendor's, before the store has answered) is null: a
   * skeleton holds its place, and the JSON-LD waits for it.
   */
  trail: ReadonlyArray<Crumb | null>;
}

/**
 * Where a listing page is, from the marketplace's home (issue 38): a nav
 * whose last step is the page (aria-current), and the same steps as
 * BreadcrumbList JSON-LD in the page, so the server's document carries them.
 */
export function Breadcrumbs({ trail }: BreadcrumbsProps) {
  const { t } = useT(texts.namespace);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const steps: Array<Crumb | null> = [{ name: t('home'), to: paths.marketplaceHome.to() }, ...trail];
  const known = steps.every((step): step is Crumb => step !== null);
  const last = steps.length - 1;
  return (
    <nav aria-label={t('label')} data-testid="breadcrumb">
      <Trail>
        {steps.map((step, index) => (
          <li key={index}>
            {step === null ? (
              <Skeleton $width="8em" $height="1em" />
            ) : index === last ? (
              <span aria-current="page" dir="auto">
                {step.name}
              </span>
            ) : step.to ? (
              <Link to={step.to}>{step.name}</Link>
            ) : (
              <span dir="auto">{step.name}</span>
            )}
          </li>
        ))}
      </Trail>
      {known ? (
        // One string child: React writes it as it is inside the element, and jsonForScript has escaped every '<' in it.
        <script type="application/ld+json">{jsonForScript(breadcrumbList(steps.map((step, index) => (index === last ? { ...step, to: here } : step))))}</script>
      ) : null}
    </nav>
  );
}

/** The breadcrumb's own words (Deals, Products, …) for a page to build its trail with. */
export function useCrumbWords() {
  return useT(texts.namespace).t;
}
