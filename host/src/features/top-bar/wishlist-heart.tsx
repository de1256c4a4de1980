import styled from 'styled-components';
import { HeartIcon, queries, useApiQuery, useT, useWishlistCount } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';

const Heart = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  color: #fff;
  font-weight: 600;
  svg {
    color: #ff6b81;
  }
`;

/**
 * The buyer's wishlist heart (§2.3): its count, '0' when empty, live through the
 * bus. Loading whish-list-count writes the count to the bus; the page's query
 * cache loads it again after a login or a wishlist add.
 */
export function WishlistHeart() {
  const { t } = useT(SHELL_NAMESPACE);
  const count = useWishlistCount();
  useApiQuery(queries.wishListCount());
  return (
    <Heart role="status" aria-label={t('topBar.wishlist', { count })} data-testid="wishlist-count">
      <HeartIcon size={18} />
      {String(count)}
    </Heart>
  );
}
