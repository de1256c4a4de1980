import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Link, useLocation } from '@gbx/shared/router';
import {
  bus,
  CartIcon,
  HeartIcon,
  isSuccess,
  postAddShopingCart,
  postAddWishList,
  theme,
  useApiMutation,
  useSession,
  useT,
  type AddToListResponse,
  type CategoryFilter,
  type ProductListItem,
} from '@gbx/shared';
import { loginForPendingAdd } from '../routes/pending-add';
import { NotifyMe } from './notify-me';
import { CATALOGUE_NAMESPACE } from './texts';
import { Tooltip } from './tooltip';
import { useMessagePopup } from './use-message-popup';
import { usePendingAdd } from './use-pending-add';

type ListItem = Pick<ProductListItem, 'GBXProductID' | 'QTYAvailable' | 'CountryAvailability' | 'addedwish' | 'addedshop' | 'notifyMe'>;
type Kind = 'cart' | 'wishlist';

const KINDS = ['cart', 'wishlist'] as const;

/** The two buttons share the width of a card, one above the other when their texts do not fit side by side. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > * {
    flex: 1 1 auto;
  }
  > span > button {
    width: 100%;
  }
`;

const ActionButton = styled.button<{ $primary: boolean; $done: boolean }>`
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  box-sizing: border-box;
  min-height: 2.25rem;
  padding: 0.35rem 0.6rem;
  white-space: nowrap;
  border-radius: ${theme.radius};
  cursor: pointer;
  ${({ $primary }) =>
    $primary
      ? css`
          border: 1px solid ${theme.color.navy};
          background: ${theme.color.navy};
          color: #fff;
        `
      : css`
          border: 1px solid ${theme.color.border};
          background: ${theme.color.surface};
          color: ${theme.color.navy};
        `}
  ${({ $done }) =>
    $done &&
    css`
      border-color: ${theme.color.success};
      background: #e8f5ea;
      color: ${theme.color.success};
    `}
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** A button's shape without its colours, for the placeholder. */
const Ghost = styled(ActionButton).attrs({ as: 'span' })`
  border-color: transparent;
  background: ${theme.color.border};
  color: transparent;
  cursor: default;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: ${theme.color.danger};
`;

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M9 16.2l-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z" />
  </svg>
);

const CALLS: Record<Kind, (input: { gbxproductid: string; quantity?: number } & CategoryFilter) => Promise<AddToListResponse>> = {
  cart: postAddShopingCart,
  wishlist: postAddWishList,
};

/**
 * Wishlist and Add to Cart of a product (§2.8, §4, §5, §8), the same on every
 * page that shows one:
 * - shown only when the product is in stock and sellable in the buyer's
 *   country; otherwise 'This product is not available for sale in your
 *   country', or the notify-me checkbox for an item out of stock (§2.8; its
 *   action is ours, notify-me.tsx);
 * - usable only by a logged-in Buyer; anyone else gets the tooltips of §5,
 *   with a Log in link that comes back here and completes the add (issue 38);
 * - 'Added' / 'Wishlisted' with a check when the answer says addedshop /
 *   addedwish, or after status '1'; status '0' shows the server's msg in a popup;
 * - a success is announced on the bus (cart:added, wishlist:added), so the
 *   header's cart box and wishlist heart change at once, without a reload.
 */
export function ListActions({ item, category, quantity }: { item: ListItem; category?: CategoryFilter; quantity?: number }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const session = useSession();
  const buyer = session.isLoggedIn && session.userType === 'Buyer';
  const [done, setDone] = useState<Record<Kind, boolean>>({ cart: false, wishlist: false });
  const { popup, show, showFailure } = useMessagePopup();
  const add = useApiMutation({
    // The product page's purchase quantity goes to the cart; a card adds one.
    mutationFn: (kind: Kind) => CALLS[kind]({ gbxproductid: item.GBXProductID, ...category, ...(kind === 'cart' && quantity ? { quantity } : {}) }),
    onSuccess: (answer, kind) => {
      if (!isSuccess(answer.status)) return show(answer.msg);
      setDone((current) => ({ ...current, [kind]: true }));
      bus.emit({ type: kind === 'cart' ? 'cart:added' : 'wishlist:added', gbxproductid: item.GBXProductID });
    },
    onError: (error, kind) => showFailure(error, kind === 'cart' ? 'add-shoping-cart' : 'add-wish-list'),
  });
  const isAdded = (kind: Kind) => done[kind] || (kind === 'cart' ? item.addedshop : item.addedwish);
  // The add a visitor asked for before logging in through the tip's link.
  usePendingAdd({ gbxproductid: item.GBXProductID, kinds: KINDS, buyer, isAdded, add: (kind) => add.mutate(kind) });
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (!item.CountryAvailability) return <Note data-testid="not-for-sale">{t('notForSale')}</Note>;
  if (!item.QTYAvailable) return <NotifyMe gbxproductid={item.GBXProductID} asked={Boolean(item.notifyMe)} buyer={buyer} here={here} />;

  const button = (kind: Kind) => {
    const added = isAdded(kind);
    const label = kind === 'cart' ? (added ? t('added') : t('addToCart')) : added ? t('wishlisted') : t('wishlist');
    const icon = added ? <Check /> : kind === 'cart' ? <CartIcon size={16} /> : <HeartIcon size={16} />;
    const busy = add.isPending && add.variables === kind;
    if (!buyer) {
      return (
        <Tooltip
          text={kind === 'cart' ? t('cartLoginTip') : t('wishlistLoginTip')}
          action={<Link to={loginForPendingAdd(here, { kind, gbxproductid: item.GBXProductID })}>{t('logIn')}</Link>}
        >
          {(describedBy) => (
            <ActionButton type="button" $primary={kind === 'cart'} $done={false} aria-disabled="true" aria-describedby={describedBy} data-action={kind}>
              {icon}
              {label}
            </ActionButton>
          )}
        </Tooltip>
      );
    }
    return (
      <ActionButton
        type="button"
        $primary={kind === 'cart'}
        $done={added}
        aria-disabled={added || busy ? 'true' : undefined}
        aria-busy={busy || undefined}
        data-action={kind}
        onClick={() => {
          if (!added && !busy) add.mutate(kind);
        }}
      >
        {icon}
        {label}
      </ActionButton>
    );
  };

  return (
    <Row>
      {button('wishlist')}
      {button('cart')}
      {popup}
    </Row>
  );
}

/**
 * The place of Wishlist and Add to Cart while a listing loads: the same
 * buttons with the same texts drawn as grey blocks, so they wrap as the real
 * ones do and take the same room in every language.
 */
export function ListActionsPlaceholder() {
  const { t } = useT(CATALOGUE_NAMESPACE);
  return (
    <Row aria-hidden="true">
      <Ghost $primary={false} $done={false}>
        <HeartIcon size={16} />
        {t('wishlist')}
      </Ghost>
      <Ghost $primary $done={false}>
        <CartIcon size={16} />
        {t('addToCart')}
      </Ghost>
    </Row>
  );
}
