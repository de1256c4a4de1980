import { useState } from 'react';
import { Link, Navigate, useSearchParams } from '@gbx/shared/router';
import { bus, isSuccess, keepPreviousData, paths, refreshWishlistViews, saveWishlistCount, useApiMutation, useApiQuery, usePageView, useT, VisuallyHidden, type ProductListItem } from '@gbx/shared';
import { postWishListRemove, postWishListToCart } from '@gbx/shared/action-calls';
import { useMessagePopup } from '@gbx/shared/catalogue';
import { Pager, pageCount, ProductTile } from '@gbx/shared/listing';
import { wishlistPage, wishlistQuery } from './wishlist-query';
import { texts } from './texts';
import { Actions, EmptyState, ItemList, PageLoadState } from './buyer-ui';
import { RowButton } from './buyer-list-ui';

interface WishlistAction {
  item: ProductListItem;
  kind: 'move' | 'remove';
}


/**
 * /buyer-dashboard/wishlist: the buyer's wishlist, 12 per page, with move to
 * cart and remove (our design). Products show as everywhere else (the
 * catalogue's tile, prices and pager); the page is in the address, so reload
 * and back keep it.
 */
export function WishlistPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('wishlist.title'));
  const [search] = useSearchParams();
  const wantedPage = wishlistPage(search);
  const [status, setStatus] = useState('');
  const { popup, show, showFailure } = useMessagePopup();
  const load = useApiQuery({ ...wishlistQuery(search), placeholderData: keepPreviousData });
  const action = useApiMutation({
    mutationFn: ({ item, kind }: WishlistAction) => (kind === 'move' ? postWishListToCart(item.GBXProductID) : postWishListRemove(item.GBXProductID)),
    onSuccess: (answer, { item, kind }) => {
      if (!isSuccess(answer.status)) return show(answer.msg);
      if (typeof answer.wishListCount === 'number') saveWishlistCount(answer.wishListCount);
      refreshWishlistViews();
      // The header's cart box hears of the move through the bus (and reloads its counts).
      if (kind === 'move') bus.emit({ type: 'cart:added', gbxproductid: item.GBXProductID });
      setStatus(answer.msg);
    },
    onError: (error) => showFailure(error, 'wishlist change'),
  });
  const pending = action.isPending ? action.variables.item.GBXProductID : null;

  if (!load.isSuccess) return <PageLoadState query={load} />;
  const list = load.data;
  const pages = pageCount(list.product_count);
  const hrefFor = (page: number) => `?page=${page}`;
  // Removing the last product of the last page shows the page before it.
  if (wantedPage > pages) return <Navigate to={hrefFor(pages)} replace />;

  return (
    <>
      <h1>{t('wishlist.title')}</h1>
      <p role="status" aria-live="polite">
        <VisuallyHidden>{status}</VisuallyHidden>
      </p>
      {list.product_list.length === 0 ? (
        <EmptyState>
          <p>{t('wishlist.empty')}</p>
          <Link to={paths.marketplaceHome.to()}>{t('wishlist.browse')}</Link>
        </EmptyState>
      ) : (
        <ItemList aria-label={t('wishlist.title')}>
          {list.product_list.map((item) => {
            const busy = pending === item.GBXProductID;
            const titleId = `product-title-${item.GBXProductID}`;
            return (
              <li key={item.GBXProductID} data-testid="wishlist-item">
                <ProductTile
                  item={item}
                  layout="row"
                  actions={
                    <Actions>
                      <RowButton type="button" $tone="primary" aria-describedby={titleId} disabled={busy} onClick={() => action.mutate({ item, kind: 'move' })}>
                        {t('wishlist.moveToCart')}
                      </RowButton>
                      <RowButton type="button" $tone="danger" aria-describedby={titleId} disabled={busy} onClick={() => action.mutate({ item, kind: 'remove' })}>
                        {t('wishlist.remove')}
                      </RowButton>
                    </Actions>
                  }
                />
              </li>
            );
          })}
        </ItemList>
      )}
      <Pager page={wantedPage} total={list.product_count} hrefFor={hrefFor} />
      {popup}
    </>
  );
}
