import { useCallback, useEffect } from 'react';
import styled from 'styled-components';
import { HeartIcon, postWishListCount, saveWishlistCount, useBusEvent, useT, useWishlistCount } from '@gbx/shared';
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

/** The buyer's wishlist heart (§2.3): its count, '0' when empty, live through the bus. */
export function WishlistHeart() {
  const { t } = useT(SHELL_NAMESPACE);
  const count = useWishlistCount();
  const refresh = useCallback(() => {
    postWishListCount()
      .then((answer) => saveWishlistCount(Number(answer.wishListCount)))
      .catch((error: unknown) => console.warn('[gbx] whish-list-count failed', error));
  }, []);
  useEffect(refresh, [refresh]);
  useBusEvent('wishlist:added', refresh);
  useBusEvent('auth:login', refresh);
  return (
    <Heart role="status" aria-label={t('topBar.wishlist', { count })} data-testid="wishlist-count">
      <HeartIcon size={18} />
      {String(count)}
    </Heart>
  );
}
