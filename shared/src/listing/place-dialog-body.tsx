import { useId } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { destinations, formatNumber, theme, useLanguage, useT, type PlaceKind } from '@gbx/shared';
import { LISTING_NAMESPACE } from './texts';

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    gap: 0.75rem;
    padding: 0.8rem 1rem;
    border: 1px solid ${theme.color.border};
    border-radius: 10px;
    background: ${theme.color.page};
  }
  .what {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .count {
    min-width: 2.5rem;
    padding: 0.15rem 0.55rem;
    border-radius: 999px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    color: ${theme.color.navy};
    font-weight: 700;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Continue = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.4rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.color.navy};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(1.15);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;


export interface PlaceDialogBodyProps {
  place: { kind: PlaceKind; name: string; code: string };
  /** The place's name as the page shows it (a country in the page's language). */
  shown: string;
  productCount: number;
  vendorCount: number;
  /** Called when a Continue link is followed: the dialog closes with it. */
  onLeave: () => void;
}

/** A place dialog's two choices (place-button.tsx): the products and the vendors located there, each with its count and a Continue link. */
export default function PlaceDialogBody({ place, shown, productCount, vendorCount, onLeave }: PlaceDialogBodyProps) {
  const { t } = useT(LISTING_NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const choices = [
    { key: 'products', what: t('productsLocatedIn', { place: shown }), count: productCount, destination: destinations.productsIn(place) },
    { key: 'vendors', what: t('vendorsLocatedIn', { place: shown }), count: vendorCount, destination: destinations.vendorsIn(place) },
  ];
  return (
    <Choices>
      {choices.map(({ key, what, count, destination }) => (
        <li key={key} data-testid={`place-${key}`}>
          <span className="what" id={`${id}-${key}-what`}>
            {what}
          </span>
          <span className="count" id={`${id}-${key}-count`}>
            {formatNumber(count, language)}
          </span>
          <Continue
            id={`${id}-${key}-go`}
            to={destination.to}
            state={destination.state}
            aria-labelledby={`${id}-${key}-go ${id}-${key}-what ${id}-${key}-count`}
            onClick={onLeave}
          >
            {t('continue')}
          </Continue>
        </li>
      ))}
    </Choices>
  );
}
