import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { media, Modal, theme, useT, type CategoryPath, type CategoryScope } from '@gbx/shared';
import { categoryScopeOf, type ListingRequest } from './category-scope';
import { ListIcon } from '../../components/more-icons';
import { CategoryCount, EmptyLevel, LevelRows } from './category-parts';
import { categoryPath, hasChildren, type CategoryNode } from './category-nodes';
import { CategorySearch } from './category-search';
import { useSubcategories, useTopCategories, type CategoryLevelState } from './use-categories';
import { CATEGORIES_NAMESPACE } from './texts';

const Search = styled.div`
  max-width: 26rem;
  margin-bottom: 1rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.75rem;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  background: #fbfcfe;
  h3 {
    margin: 0;
    padding: 0.6rem 0.8rem;
    font-size: 0.82rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.color.navy};
    border-bottom: 1px solid ${theme.color.border};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.3rem;
  /* Each column scrolls on its own on a wide screen; on a phone the dialog scrolls. */
  height: min(52vh, 26rem);
  overflow-y: auto;
  ${media.mobile} {
    height: auto;
    max-height: none;
  }
`;

const Item = styled.li<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  border-radius: 8px;
  background: ${({ $open }) => ($open ? '#e6eef8' : 'transparent')};
`;

const Choose = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0.35rem 0.5rem;
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  font-size: 0.94rem;
  color: ${theme.color.navy};
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover > span:first-child {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Expand = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 8px;
  background: none;
  color: ${theme.color.link};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: #b9cbe3;
    background: ${theme.color.surface};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

export interface AllCategoriesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A category was chosen at any level (the modal has closed): go to its listing. */
  onChoose: (path: CategoryPath) => void;
  /**
   * The request of the listing the modal filters, when it filters one: its
   * categories and counts are that listing's (what choosing each shows
   * there); without it, the whole marketplace's.
   */
  listing?: ListingRequest;
}

/**
 * The All Categories modal (§2.4, §2.8): the top categories with counts and
 * three columns Sub Category 1, 2 and 3. The list button beside a name loads
 * its children into the next column; a name chooses that category: the modal
 * closes and onChoose receives its path. A category search box picks a top
 * category by name. Four columns side by side on a wide screen, stacked on a
 * phone. Its choices start afresh each time it opens (§4).
 */
export function AllCategoriesModal({ open, onOpenChange, onChoose, listing }: AllCategoriesModalProps) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  const choose = (path: CategoryPath) => {
    onOpenChange(false);
    onChoose(path);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('modal.title')} description={t('modal.hint')} closeLabel={t('modal.close')} size="wide">
      {/* Inside the dialog's content: unmounted on close, so the opened columns are forgotten. */}
      <CategoryColumns onChoose={choose} scope={listing && categoryScopeOf(listing)} />
    </Modal>
  );
}

function CategoryColumns({ onChoose, scope }: { onChoose: (path: CategoryPath) => void; scope: CategoryScope | undefined }) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  /** The opened categories: [top], [top, sub 1] or [top, sub 1, sub 2]. */
  const [trail, setTrail] = useState<CategoryNode[]>([]);
  const top = useTopCategories(scope);
  const ids = [useId(), useId(), useId(), useId()];
  const [top1, sub1, sub2] = trail;

  const columnProps = (index: 0 | 1 | 2 | 3) => ({
    listId: ids[index] ?? '',
    nextListId: ids[index + 1],
    opened: trail[index],
    onOpen: (node: CategoryNode) => setTrail([...trail.slice(0, index), node]),
    onChoose: (node: CategoryNode) => onChoose(categoryPath([...trail.slice(0, index), node])),
  });

  return (
    <>
      <Search>
        <CategorySearch onChoose={onChoose} />
      </Search>
      <Columns>
        <CategoryColumn title={t('modal.categories')} level={top} emptyLevel={1} {...columnProps(0)} />
        <SubcategoryColumn title={t('modal.column1')} parent={top1} scope={scope} emptyLevel={1} {...columnProps(1)} />
        <SubcategoryColumn title={t('modal.column2')} parent={sub1} scope={scope} emptyLevel={2} {...columnProps(2)} />
        <SubcategoryColumn title={t('modal.column3')} parent={sub2} scope={scope} emptyLevel={3} {...columnProps(3)} />
      </Columns>
    </>
  );
}

interface ColumnProps {
  title: string;
  emptyLevel: 1 | 2 | 3;
  listId: string;
  /** The list the items' buttons fill (the next column). */
  nextListId?: string;
  /** The item whose children the next column shows. */
  opened?: CategoryNode;
  onOpen: (node: CategoryNode) => void;
  onChoose: (node: CategoryNode) => void;
}

/** A sub-category column: the children of the category opened in the column before, or its placeholder. */
function SubcategoryColumn({ parent, scope, ...column }: ColumnProps & { parent?: CategoryNode; scope: CategoryScope | undefined }) {
  if (!parent || !hasChildren(parent)) {
    return (
      <CategoryColumn {...column}>
        <EmptyLevel level={column.emptyLevel} />
      </CategoryColumn>
    );
  }
  return <LoadedSubcategoryColumn parent={parent} scope={scope} {...column} />;
}

function LoadedSubcategoryColumn({ parent, scope, ...column }: ColumnProps & { parent: CategoryNode & { level: 1 | 2 | 3 }; scope: CategoryScope | undefined }) {
  const level = useSubcategories(parent, scope);
  const ref = useRef<HTMLElement>(null);
  // On a phone the columns are stacked: bring the one just opened into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [parent.id]);
  return <CategoryColumn {...column} level={level} columnRef={ref} />;
}

function CategoryColumn({
  title,
  level,
  emptyLevel,
  listId,
  nextListId,
  opened,
  onOpen,
  onChoose,
  columnRef,
  children,
}: ColumnProps & { level?: CategoryLevelState; columnRef?: Ref<HTMLElement>; children?: ReactNode }) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  const headingId = `${listId}-heading`;
  return (
    <Column ref={columnRef} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <Items id={listId} aria-busy={level?.loading} data-testid="category-column">
        {level ? (
          <LevelRows level={level} emptyLevel={emptyLevel} skeletonRows={6}>
            {(node) => {
              const isOpen = opened !== undefined && String(opened.id) === String(node.id);
              return (
                <Item key={String(node.id)} $open={isOpen}>
                  <Choose type="button" onClick={() => onChoose(node)}>
                    <span data-testid="category-name">{node.name}</span>
                    <CategoryCount count={node.count} testId="category-count" />
                  </Choose>
                  {hasChildren(node) && nextListId ? (
                    <Expand
                      type="button"
                      aria-label={t('showSubcategories', { name: node.name })}
                      aria-expanded={isOpen}
                      aria-controls={nextListId}
                      onClick={() => onOpen(node)}
                    >
                      <ListIcon size={18} />
                    </Expand>
                  ) : null}
                </Item>
              );
            }}
          </LevelRows>
        ) : (
          children
        )}
      </Items>
    </Column>
  );
}
