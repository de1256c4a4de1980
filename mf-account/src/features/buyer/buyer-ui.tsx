import styled from 'styled-components';
import { httpStatusOf, media, theme, useT } from '@gbx/shared';
import { FormMessage } from '@gbx/shared/form-fields';
import { texts } from './texts';

/** Pieces the buyer pages share. */
export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

export const ItemCard = styled.li`
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: 1rem;
  padding: 1rem;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  ${media.mobile} {
    grid-template-columns: 4.5rem 1fr;
    gap: 0.75rem;
    padding: 0.75rem;
  }
  img.product {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.page};
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  h2 a {
    color: ${theme.color.navy};
  }
  .vendor {
    margin: 0 0 0.5rem;
    color: ${theme.color.muted};
    font-size: 0.92rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.6rem;
`;

export const Badge = styled.span<{ $tone?: 'danger' | 'muted' }>`
  display: inline-block;
  margin: 0 0.5rem 0.4rem 0;
  padding: 0.15rem 0.5rem;
  border-radius: 4px;
  font-size: 0.8rem;
  font-weight: 700;
  color: #fff;
  background: ${({ $tone }) => ($tone === 'muted' ? theme.color.muted : theme.color.danger)};
`;

export const PriceTable = styled.table`
  border-collapse: collapse;
  font-size: 0.92rem;
  margin-top: 0.4rem;
  th,
  td {
    padding: 0.2rem 0.75rem 0.2rem 0;
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    color: ${theme.color.muted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 400;
    color: ${theme.color.muted};
  }
  tr.buyer td {
    font-weight: 700;
  }
  ${media.mobile} {
    font-size: 0.85rem;
    th,
    td {
      padding-inline-end: 0.5rem;
    }
  }
`;

export const EmptyState = styled.div`
  padding: 1.5rem;
  text-align: center;
  background: ${theme.color.surface};
  border: 1px dashed ${theme.color.border};
  border-radius: 8px;
  p {
    margin: 0 0 0.75rem;
  }
`;

/**
 * A buyer page still loading, or whose list could not be loaded. A 401 has
 * already sent the visitor to /login (the shared client), so it shows nothing.
 */
export function PageLoadState({ query }: { query: { isPending: boolean; error: unknown } }) {
  const { t } = useT(texts.namespace);
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (httpStatusOf(query.error) === 401) return null;
  return (
    <FormMessage $tone="error" role="alert">
      {t('buyer.loadFailed')}
    </FormMessage>
  );
}
