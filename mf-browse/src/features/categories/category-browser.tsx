import { useId, useState } from 'react';
import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import { media, theme, useT, VisuallyHidden, type CategoryPath, type Destination } from '@gbx/shared';
import { ChevronIcon } from '../../components/icons';
import { CategoryCount, LevelRetry, LevelRows, SkeletonList, SkeletonRows } from './category-parts';
import { categoryPath, hasChildren, type CategoryNode } from './category-nodes';
import { useSubcategories, useTopCategories } from './use-categories';
import { CATEGORIES_NAMESPACE } from './texts';
import { TOP_CATEGORY_NAMES } from '@gbx/contract/rules';

const TopGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(19rem, 100%), 1fr));
  gap: 0.85rem;
  /* An open card grows alone: its neighbours keep their height. */
  align-items: start;
  ${media.mobile} {
    gap: 0.6rem;
  }
`;

const TopCard = styled.li`
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  padding: 0.35rem;
  box-shadow: 0 1px 2px rgba(11, 37, 69, 0.05);
  &:has(> div > button[aria-expanded='true']) {
    border-color: #b9cbe3;
    box-shadow: 0 6px 18px rgba(11, 37, 69, 0.08);
  }
`;

const Row = styled.div<{ $top: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2.5rem;
  padding-inline-end: 0.4rem;
  border-radius: 8px;
  font-weight: ${({ $top }) => ($top ? 700 : 500)};
  font-size: ${({ $top }) => ($top ? '1rem' : '0.94rem')};
  &:hover {
    background: #f3f6fa;
  }
`;

const Toggle = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${theme.color.link};
  cursor: pointer;
  > span {
    display: inline-flex;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] > span {
    transform: rotate(90deg);
  }
  /* The chevron is mirrored in right-to-left languages: it turns the other way to point down. */
  [dir='rtl'] &[aria-expanded='true'] > span {
    transform: rotate(-90deg);
  }
  &:hover {
    background: #e6eef8;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  @media (prefers-reduced-motion: reduce) {
    > span {
      transition: none;
    }
  }
`;

/** Where a leaf's toggle would be: the names of a level stay aligned. */
const NoToggle = styled.span`
  flex: none;
  width: 2rem;
`;

/** A category's name and count on one line; a link when it leads somewhere. */
const nameRow = css`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.6rem;
  padding: 0.35rem 0.3rem;
  color: ${theme.color.navy};
`;

const Name = styled(Link)`
  ${nameRow}
  border-radius: 6px;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover > span:first-child {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const PlainName = styled.span`
  ${nameRow}
`;

const Children = styled.ul`
  list-style: none;
  margin: 0 0 0.25rem;
  padding: 0;
  padding-inline-start: 1.05rem;
  margin-inline-start: 0.95rem;
  border-inline-start: 2px solid #e3e9f1;
`;

export interface CategoryBrowserProps {
  /**
   * Where choosing a category leads (§2.1: /advance-search with its path).
   * Undefined until the page knows it (the visitor's country code): the names
   * show, and become links when it does.
   */
  destinationOf?: (path: CategoryPath) => Destination;
}

/**
 * The cascading category browser of §2.3: the 14 top categories with counts;
 * a category's button opens the level below it (subcategory-list, catVal 1 to
 * 3), down to level 4; every name, at any level, links to its listing. A
 * disclosure list: Tab moves through the buttons and links, Enter or Space
 * opens and closes a level.
 */
export function CategoryBrowser({ destinationOf }: CategoryBrowserProps) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  const top = useTopCategories();
  return (
    <TopGrid aria-busy={top.loading} data-testid="category-browser">
      {top.nodes === undefined ? (
        top.isError ? (
          <LevelRetry level={top} />
        ) : (
          <>
            <VisuallyHidden as="li">{t('loadingLevel')}</VisuallyHidden>
            {/* One card per top category of §5, the size of the loaded ones. */}
            {TOP_CATEGORY_NAMES.map((name) => (
              <TopCard key={name} aria-hidden="true">
                <SkeletonList>
                  <SkeletonRows rows={1} />
                </SkeletonList>
              </TopCard>
            ))}
          </>
        )
      ) : (
        top.nodes.map((node) => (
          <TopCard key={String(node.id)}>
            <CategoryEntry node={node} trail={[node]} destinationOf={destinationOf} />
          </TopCard>
        ))
      )}
    </TopGrid>
  );
}

/** One category: its toggle, its name with count, and (when open) the level below it. */
function CategoryEntry({ node, trail, destinationOf }: { node: CategoryNode; trail: CategoryNode[]; destinationOf?: CategoryBrowserProps['destinationOf'] }) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const destination = destinationOf?.(categoryPath(trail));
  const label = (
    <>
      <span data-testid="category-name">{node.name}</span>
      <CategoryCount count={node.count} testId="category-count" />
    </>
  );
  return (
    <>
      <Row $top={node.level === 1} data-level={node.level}>
        {hasChildren(node) ? (
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={open ? childrenId : undefined}
            aria-label={t('showSubcategories', { name: node.name })}
            onClick={() => setOpen(!open)}
          >
            <span>
              <ChevronIcon size={20} />
            </span>
          </Toggle>
        ) : (
          <NoToggle />
        )}
        {destination ? (
          <Name to={destination.to} state={destination.state}>
            {label}
          </Name>
        ) : (
          <PlainName>{label}</PlainName>
        )}
      </Row>
      {open && hasChildren(node) ? <Subcategories id={childrenId} parent={node} trail={trail} destinationOf={destinationOf} /> : null}
    </>
  );
}

function Subcategories({
  id,
  parent,
  trail,
  destinationOf,
}: {
  id: string;
  parent: CategoryNode & { level: 1 | 2 | 3 };
  trail: CategoryNode[];
  destinationOf?: CategoryBrowserProps['destinationOf'];
}) {
  const level = useSubcategories(parent);
  return (
    <Children id={id} aria-busy={level.loading}>
      <LevelRows level={level} emptyLevel={parent.level}>
        {(child) => (
          <li key={String(child.id)}>
            <CategoryEntry node={child} trail={[...trail, child]} destinationOf={destinationOf} />
          </li>
        )}
      </LevelRows>
    </Children>
  );
}
