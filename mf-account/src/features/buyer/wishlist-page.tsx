import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  bus,
  formatMoney,
  isSuccess,
  keepPreviousData,
  offsetForPage,
  PAGE_SIZE,
  paths,
  postWishListRemove,
  postWishListToCart,
  queries,
  refreshWishlistViews,
  saveWishlistCount,
  theme,
  useApiMutation,
  useApiQuery,
  useLanguage,
  usePageView,
  useT,
  type ProductListItem,
} from '@gbx/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n';
import { ActionButton, Badge, EmptyState, ItemCard, ItemList, PageLoadState, PriceTable, VisuallyHidden } from './buyer-ui';
import { usePopup } from './use-popup';

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 1.25rem;
  button {
    font: inherit;
    padding: 0.4rem 0.9rem;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

interface WishlistAction {
  item: ProductListItem;
  kind: 'move' | 'remove';
}

/** /buyer-dashboard/wishlist: the buyer's wishlist, 12 per page, with move to cart and remove (our design). */
export function WishlistPage() {
  const { t } = useT(ACCOUNT_NAMESPACE);
  usePageView(t('wishlist.title'));
  const language = useLanguage();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const [wantedPage, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const { popup, show, showFailure } = usePopup();
  const load = useApiQuery({ ...queries.wishList(offsetForPage(wantedPage)), placeholderData: keepPreviousData });
  const action = useApiMutation({
    mutationFn: ({ item, kind }: WishlistAction) => (kind === 'move' ? postWishListToCart(item.GBXProductID) : postWishListRemove(item.GBXProductID)),
    onSuccess: (answer, { item, kind }) => {
      if (!isSuccess(answer.status)) {
        show(answer.msg || t('common.somethingWrong'));
        return;
      }
      if (typeof answer.wishListCount === 'number') saveWishlistCount(answer.wishListCount);
      refreshWishlistViews();
      // The header's cart box hears of the move through the bus (and reloads its counts).
      if (kind === 'move') bus.emit({ type: 'cart:added', gbxproductid: item.GBXProductID });
      setStatus(answer.msg);
    },
    onError: (error) => showFailure(error, 'wishlist change'),
  });
  const pending = action.isPending ? action.variables.item.GBXProductID : null;
  const act = (item: ProductListItem, kind: WishlistAction['kind']) => action.mutate({ item, kind });

  if (!load.isSuccess) return <PageLoadState query={load} />;
  const list = load.data;
  const pages = Math.max(1, Math.ceil(list.product_count / PAGE_SIZE));
  // Removing the last product of the last page shows the page before it.
  const page = Math.min(wantedPage, pages);
  if (page !== wantedPage) setPage(page);

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
            const image = item.Images?.[0]?.UserImageName;
            const busy = pending === item.GBXProductID;
            return (
              <ItemCard key={item.GBXProductID} data-testid="wishlist-item" data-product={item.GBXProductID}>
                <Link to={paths.productDetail.to(item.GBXProductID)} tabIndex={-1} aria-hidden="true">
                  {image ? <img className="product" src={`${item.Image_path}${image}`} alt="" loading="lazy" /> : null}
                </Link>
                <div>
                  <h2 id={`wish-title-${item.GBXProductID}`}>
                    <Link to={paths.productDetail.to(item.GBXProductID)}>{item.ProductTitle}</Link>
                  </h2>
                  <p className="vendor">
                    {item.CompanyURL ? <Link to={paths.vendorStore.to(item.CompanyURL)}>{t('buyer.vendor', { name: item.VendorInfo })}</Link> : t('buyer.vendor', { name: item.VendorInfo })}
                  </p>
                  {!item.QTYAvailable ? <Badge>{t('buyer.outOfStock')}</Badge> : null}
                  {!item.CountryAvailability ? <Badge $tone="muted">{t('buyer.notAvailable')}</Badge> : null}
                  <PriceTable>
                    <caption>
                      <VisuallyHidden>{t('wishlist.price')}</VisuallyHidden>
                    </caption>
                    <tbody>
                      <tr>
                        <th scope="row">{t('cart.vendorCurrency')}</th>
                        <td>{money(item.VandorPrice, item.VandorCur)}</td>
                      </tr>
                      <tr>
                        <th scope="row">{t('cart.usCurrency')}</th>
                        <td>{money(item.USPrice, item.USCurrency || 'USD')}</td>
                      </tr>
                      <tr className="buyer">
                        <th scope="row">{t('cart.yourCurrency')}</th>
                        <td>{money(item.UserPriceMain ?? item.UserPrice, item.Buyer_currency)}</td>
                      </tr>
                    </tbody>
                  </PriceTable>
                  <div className="actions">
                    <ActionButton
                      type="button"
                      $variant="primary"
                      aria-describedby={`wish-title-${item.GBXProductID}`}
                      disabled={busy}
                      onClick={() => act(item, 'move')}
                    >
                      {t('wishlist.moveToCart')}
                    </ActionButton>
                    <ActionButton type="button" aria-describedby={`wish-title-${item.GBXProductID}`} disabled={busy} onClick={() => act(item, 'remove')}>
                      {t('wishlist.remove')}
                    </ActionButton>
                  </div>
                </div>
              </ItemCard>
            );
          })}
        </ItemList>
      )}
      {pages > 1 ? (
        <Pager aria-label={t('wishlist.page', { page, pages })}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('wishlist.previous')}
          </button>
          <span>{t('wishlist.page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('wishlist.next')}
          </button>
        </Pager>
      ) : null}
      {popup}
    </>
  );
}
