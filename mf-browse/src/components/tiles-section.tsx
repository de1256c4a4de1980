import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@gbx/shared';
import type { CountLoad } from './count-load';
import { TileGrid } from './count-tile';
import { RetryButton } from './retry-button';

const Section = styled.section`
  margin: 0 0 1.75rem;
`;

/** The section's title and, at its end, the quiet retry; as tall as the button, so the retry appears without moving anything. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 2.25rem;
  margin: 0 0 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
    line-height: 1.3;
    color: ${theme.color.navy};
  }
  ${media.mobile} {
    h2 {
      font-size: 1.08rem;
    }
  }
`;

interface TilesSectionProps {
  /** The section's h2. */
  title: ReactNode;
  /** Columns on a wide screen (TileGrid's $columns); as many as fit when absent. */
  columns?: number;
  /** The page's load, when these tiles show its counts: busy while loading, a retry when it failed. */
  load?: CountLoad<unknown>;
  /** CountTiles. */
  children: ReactNode;
}

/** A titled group of tiles on a landing page (§2.5, §2.7). */
export function TilesSection({ title, columns, load, children }: TilesSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Bar>
        <h2 id={titleId}>{title}</h2>
        {load?.canRetry ? <RetryButton onRetry={load.retry} busy={load.retrying} /> : null}
      </Bar>
      <TileGrid $columns={columns} aria-busy={load?.loading || undefined}>
        {children}
      </TileGrid>
    </Section>
  );
}
