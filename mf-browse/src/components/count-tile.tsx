import type { ReactNode } from 'react';
import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import { ComingSoon, formatNumber, media, RichText, Skeleton, theme, useLanguage, useT, type Destination } from '@gbx/shared';
import { BROWSE_NAMESPACE } from './common-texts';

/**
 * Tiles in rows: as many 15rem columns as fit a wide screen (four at 1366 px),
 * or exactly `$columns` when a page's tiles form a set (nine segments in three
 * rows of three); at most two on a tablet, one on a phone.
 */
export const TileGrid = styled.ul<{ $columns?: number }>`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns ? `repeat(${$columns}, minmax(0, 1fr))` : 'repeat(auto-fill, minmax(15rem, 1fr))')};
  gap: 1rem;
  ${media.tablet} {
    grid-template-columns: ${({ $columns }) => ($columns ? `repeat(${Math.min($columns, 2)}, minmax(0, 1fr))` : 'repeat(auto-fill, minmax(15rem, 1fr))')};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
  }
`;

const card = css`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  column-gap: 0.9rem;
  align-items: start;
  height: 100%;
  min-height: 8.5rem;
  padding: 1.1rem 1.2rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  box-shadow: 0 1px 2px rgba(11, 37, 69, 0.06);
  ${media.mobile} {
    min-height: 0;
    padding: 0.9rem 1rem;
  }
`;

/** A tile that leads somewhere: it lifts under the pointer and shows the focus ring. */
const interactive = css`
  ${card}
  transition:
    box-shadow 0.15s,
    border-color 0.15s,
    transform 0.15s;
  &:hover {
    border-color: ${theme.color.link};
    box-shadow: 0 6px 18px rgba(11, 37, 69, 0.12);
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const LinkCard = styled(Link)`
  ${interactive}
`;

/** A tile that opens something on the page (a dialog) rather than leading to another page. */
const ButtonCard = styled.button.attrs({ type: 'button' })`
  ${interactive}
  width: 100%;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const PlainCard = styled.div<{ $muted: boolean }>`
  ${card}
  ${({ $muted }) => ($muted ? `background: ${theme.color.page}; color: ${theme.color.muted};` : '')}
`;

const IconCircle = styled.span<{ $muted: boolean }>`
  grid-row: 1 / span 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ $muted }) => ($muted ? theme.color.border : '#fff4d6')};
  color: ${({ $muted }) => ($muted ? theme.color.muted : theme.color.accentDark)};
  svg {
    width: 1.4rem;
    height: 1.4rem;
  }
`;

/** The small grey line of a tile ('Products LOCATED in', 'Business to Consumer'). */
const caption = css`
  font-size: 0.92rem;
  font-weight: 600;
  color: ${theme.color.muted};
  line-height: 1.35;
`;

/** The large line of a tile, the one a visitor scans for ('Paris', 'B2C'). */
const title = css`
  font-size: 1.15rem;
  font-weight: 700;
  color: ${theme.color.navy};
  line-height: 1.35;
`;

const Heading = styled.span<{ $large: boolean }>`
  ${({ $large }) => ($large ? title : caption)}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
`;

const Place = styled.span<{ $large: boolean }>`
  ${({ $large }) => ($large ? title : caption)}
  margin-top: 0.15rem;
  display: block;
  /*
   * A large place arrives with the answer: it keeps to the one line its
   * skeleton held, so a long name cannot push the grid down (no layout shift);
   * the full name stays in the link's text. A subtitle under a large heading
   * is known at once: it may wrap, and is lighter than a caption.
   */
  ${({ $large }) =>
    $large
      ? 'white-space: nowrap; overflow: hidden; text-overflow: ellipsis;'
      : 'font-weight: 400; overflow-wrap: anywhere;'}
`;

const Count = styled.span<{ $muted: boolean }>`
  align-self: end;
  margin-top: 0.5rem;
  /* The height of a line with its large number, also while the line is a skeleton or empty. */
  min-height: 2.2rem;
  display: flex;
  align-items: center;
  font-size: 0.95rem;
  line-height: 1.6;
  color: ${theme.color.text};
  strong {
    font-size: 1.35rem;
    /* A Coming Soon tile's '--' is no count to follow: grey like the rest of the tile. */
    color: ${({ $muted }) => ($muted ? theme.color.muted : theme.color.link)};
  }
`;

export interface CountTileProps {
  /** What the tile is: 'Products LOCATED in', 'Featured Products', 'B2C'. */
  heading: ReactNode;
  /** The place or name under the heading; undefined while it loads (a skeleton of its size). */
  place?: ReactNode;
  /**
   * The count; undefined while it loads, null where there is none ('--'). A
   * Coming Soon tile without a count has no count line.
   */
  count?: number | null;
  /** The load failed (§8: no message): the count line stays, empty, until a retry brings it. */
  failed?: boolean;
  /**
   * Which line is set large: the place under a caption ('Products LOCATED in' /
   * 'Paris', the default), or the heading over a subtitle in the place line
   * ('B2C' / 'Business to Consumer').
   */
  emphasis?: 'place' | 'heading';
  /** What is counted: shown after the number, in the plural the number needs. */
  unit?: 'products' | 'vendors';
  /** Where the tile leads; a tile without one is not a link (Coming Soon). */
  destination?: Destination;
  /** What the tile does instead of leading somewhere (All Categories opens its dialog): the tile is a button. */
  onClick?: () => void;
  /** false: the tile leads somewhere without counting anything (Advanced Search), so it has no count line. */
  counted?: boolean;
  icon?: ReactNode;
  comingSoon?: boolean;
  /** The place line exists on this tile (so a loading tile keeps its height). */
  hasPlace?: boolean;
  testId?: string;
}

/**
 * A landing page's tile (§2.4, §2.5, §2.7): a name, a place, a count, a link.
 * While loading, the place and the count are skeletons of their final size, so
 * the grid does not move when the data arrives.
 */
export function CountTile({
  heading,
  place,
  count,
  failed = false,
  emphasis = 'place',
  unit = 'products',
  destination,
  onClick,
  counted = true,
  icon,
  comingSoon = false,
  hasPlace = false,
  testId,
}: CountTileProps) {
  const { t } = useT(BROWSE_NAMESPACE);
  const language = useLanguage();
  // A Coming Soon tile with no count to show carries its marker where the count would be.
  const soonWithoutCount = comingSoon && count === undefined;
  const countText = soonWithoutCount ? (
    <ComingSoon>{t('comingSoon')}</ComingSoon>
  ) : failed ? null : count === undefined ? (
    <Skeleton $width="6.5em" $height="1.3em" />
  ) : count === null ? (
    <strong>{t('noCount')}</strong>
  ) : (
    // The number set large: it is what a visitor scans for.
    <RichText namespace={BROWSE_NAMESPACE} i18nKey={unit} count={count} values={{ value: formatNumber(count, language) }} components={{ n: <strong /> }} />
  );
  const body = (
    <>
      {icon ? <IconCircle $muted={comingSoon}>{icon}</IconCircle> : null}
      <Heading $large={emphasis === 'heading'}>
        {heading}
        {comingSoon && !soonWithoutCount ? <ComingSoon>{t('comingSoon')}</ComingSoon> : null}
      </Heading>
      {hasPlace ? <Place $large={emphasis === 'place'}>{place === undefined ? <Skeleton $width="7em" $height="1.1em" /> : place}</Place> : <span />}
      {counted ? (
        <Count $muted={comingSoon} data-testid={testId ? `${testId}-count` : undefined}>
          {/* One inline box, so the number and its unit keep the space between them. */}
          <span>{countText}</span>
        </Count>
      ) : null}
    </>
  );
  return (
    <li data-testid={testId}>
      {onClick && !comingSoon ? (
        <ButtonCard aria-haspopup="dialog" onClick={onClick}>
          {body}
        </ButtonCard>
      ) : destination && !comingSoon ? (
        <LinkCard to={destination.to} state={destination.state}>
          {body}
        </LinkCard>
      ) : (
        <PlainCard $muted={comingSoon} aria-disabled={comingSoon || undefined}>
          {body}
        </PlainCard>
      )}
    </li>
  );
}
