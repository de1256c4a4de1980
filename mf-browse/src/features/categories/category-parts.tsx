import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatNumber, RichText, Skeleton, theme, useLanguage, useT, VisuallyHidden } from '@gbx/shared';
import { BROWSE_NAMESPACE } from '../../components/common-texts';
import { RetryButton } from '../../components/retry-button';
import type { CategoryNode } from './category-nodes';
import type { CategoryLevelState } from './use-categories';
import { CATEGORIES_NAMESPACE } from './texts';

/*
 * What the category browser and the All Categories modal both draw: a count
 * badge, the skeleton rows of a level that is loading, the quiet retry of one
 * that failed (§8: no message).
 */

const Badge = styled.span`
  flex: none;
  min-width: 2.25rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: #eef2f7;
  color: ${theme.color.navy};
  font-size: 0.8rem;
  font-weight: 600;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** A category's product count: the number for the eye, 'N products' for a screen reader. */
export function CategoryCount({ count, testId }: { count: number; testId?: string }) {
  const language = useLanguage();
  const value = formatNumber(count, language);
  return (
    <>
      <Badge aria-hidden="true" data-testid={testId}>
        {value}
      </Badge>
      <VisuallyHidden>
        {', '}
        <RichText namespace={BROWSE_NAMESPACE} i18nKey="products" count={count} values={{ value }} components={{ n: <span /> }} />
      </VisuallyHidden>
    </>
  );
}

export const SkeletonList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SkeletonRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 2.5rem;
  padding: 0 0.6rem;
`;

/** Rows of the height of real ones while a level loads, so nothing jumps when it arrives. */
export function SkeletonRows({ rows }: { rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index} aria-hidden="true">
          <Skeleton $width={`${55 + ((index * 17) % 30)}%`} $height="0.95em" />
          <Skeleton $width="2.25rem" $height="1.2em" />
        </SkeletonRow>
      ))}
    </>
  );
}

const RetryRow = styled.li`
  padding: 0.5rem 0.6rem;
`;

/** A level that failed to load: a quiet Try again in its place. */
export function LevelRetry({ level }: { level: CategoryLevelState }) {
  return (
    <RetryRow>
      <RetryButton onRetry={level.retry} busy={level.isFetching} />
    </RetryRow>
  );
}

const Empty = styled.li`
  padding: 0.5rem 0.6rem;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

/** A level's rows once loaded; until then its skeleton or its retry; 'No Sub Category N' when it has none. */
export function LevelRows({
  level,
  emptyLevel,
  skeletonRows = 3,
  children,
}: {
  level: CategoryLevelState;
  /** N of the 'No Sub Category N' placeholder (§2.8) this level shows when empty. */
  emptyLevel: 1 | 2 | 3;
  skeletonRows?: number;
  children: (node: CategoryNode) => ReactNode;
}) {
  if (level.nodes === undefined) return level.isError ? <LevelRetry level={level} /> : <SkeletonRows rows={skeletonRows} />;
  if (level.nodes.length === 0) return <EmptyLevel level={emptyLevel} />;
  return <>{level.nodes.map(children)}</>;
}

/** The placeholder of a level with no categories (§2.8 'No Sub Category N'). */
export function EmptyLevel({ level }: { level: 1 | 2 | 3 }) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  return <Empty>{t(`modal.empty${level}`)}</Empty>;
}
