import { useState } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { bus, formatMoney, getQueryClient, isSuccess, paths, queries, theme, useApiMutation, useApiQuery, useLanguage, usePageView, useT, VisuallyHidden, type CartChangeResponse, type CartLine, type CartResponse, ProductPicture } from '@gbx/shared';
import { postCartRemove, postCartUpdate } from '@gbx/shared/action-calls';
import { texts } from './texts';
import { useMessagePopup } from '@gbx/shared/catalogue';
import { Actions, Badge, EmptyState, ItemCard, ItemList, PageLoadState, PriceTable } from './buyer-ui';
import { RowButton } from './buyer-list-ui';

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  button {
    font: inherit;
    font-weight: 700;
    width: 2.4rem;
    height: 2.4rem;
    border: 0;
    background: ${theme.color.page};
    color: ${theme.color.navy};
    cursor: pointer;
  }
  button:disabled {
    color: ${theme.color.border};
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: none;
    box-shadow: inset ${theme.focusRing};
  }
  output {
    min-width: 2.8rem;
    text-align: center;
    font-weight: 700;
  }
`;

const Totals = styled.section`
  margin-top: 1.25rem;
  padding: 1rem 1.25rem;
  background: ${theme.color.surface};
  border: 2px solid ${theme.color.navy};
  border-radius: 8px;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto auto;
    justify-content: space-between;
    gap: 0.3rem 1rem;
    margin: 0;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: 700;
  }
  dd.total {
    font-size: 1.25rem;
    color: ${theme.color.navy};
  }
`;

interface CartChange {
  line: CartLine;
  run: () => Promise<CartChangeResponse>;
}

/** Tells the header (its cart box reads location-count) that the cart changed. */
function announceCart(cart: CartResponse, gbxproductid: string) {
  bus.setCartSummary({ count: cart.shoppingCartCount, amount: cart.shoppingCartAmount, currency: cart.buyer_currency });
  bus.emit({ type: 'cart:added', gbxproductid });
}

function isCart(answer: CartChangeResponse): answer is CartResponse {
  return isSuccess(answer.status) && Array.isArray((answer as CartResponse).cartData);
}

/** /buyer-dashboard/cart: the buyer's shopping cart (our design; the spec's cart page is not shown). */
export function CartPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('cart.title'));
  const language = useLanguage();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const [status, setStatus] = useState('');
  const { popup, show, showFailure } = useMessagePopup();
  const load = useApiQuery(queries.cartList());
  const mutation = useApiMutation({
    mutationFn: ({ run }: CartChange) => run(),
    onMutate: () => setStatus(t('cart.updating')),
    onSuccess: (answer, { line }) => {
      if (isCart(answer)) {
        getQueryClient().setQueryData(queries.cartList().queryKey, answer);
        announceCart(answer, line.GBXProductID);
        setStatus(answer.msg ?? '');
      } else {
        show(answer.msg || t('common.somethingWrong'));
        setStatus('');
      }
    },
    onError: (error) => {
      showFailure(error, 'cart change');
      setStatus('');
    },
  });
  const pending = mutation.isPending ? mutation.variables.line.GBXProductID : null;
  const change = (line: CartLine, run: () => Promise<CartChangeResponse>) => mutation.mutate({ line, run });

  if (!load.isSuccess) return <PageLoadState query={load} />;
  const cart = load.data;
  const currency = cart.buyer_currency;

  return (
    <>
      <h1>{t('cart.title')}</h1>
      <p role="status" aria-live="polite">
        <VisuallyHidden>{status}</VisuallyHidden>
      </p>
      {cart.cartData.length === 0 ? (
        <EmptyState>
          <p>{t('cart.empty')}</p>
          <Link to={paths.marketplaceHome.to()}>{t('cart.browse')}</Link>
        </EmptyState>
      ) : (
        <ItemList aria-label={t('cart.title')}>
          {cart.cartData.map((line) => {
            const busy = pending === line.GBXProductID;
            return (
              <ItemCard key={line.GBXProductID} data-testid="cart-line" data-product={line.GBXProductID}>
                <Link to={paths.productDetail.to(line.GBXProductID)} tabIndex={-1} aria-hidden="true">
                  <ProductPicture className="product" src={`${line.Image_path}${line.UserImageName}`} alt={line.ProductTitle} sizes="112px" width={112} height={112} />
                </Link>
                <div>
                  <h2 id={`cart-title-${line.GBXProductID}`}>
                    <Link to={paths.productDetail.to(line.GBXProductID)}>{line.ProductTitle}</Link>
                  </h2>
                  <p className="vendor">
                    {line.CompanyURL ? (
                      <Link to={paths.vendorStore.to(line.CompanyURL)}>{t('buyer.vendor', { name: line.VendorInfo })}</Link>
                    ) : (
                      t('buyer.vendor', { name: line.VendorInfo })
                    )}
                  </p>
                  {!line.QTYAvailable ? <Badge>{t('buyer.outOfStock')}</Badge> : null}
                  {!line.CountryAvailability ? <Badge $tone="muted">{t('buyer.notAvailable')}</Badge> : null}
                  <Actions>
                    <span id={`qty-${line.GBXProductID}`}>{t('cart.quantity')}</span>
                    <Stepper role="group" aria-labelledby={`qty-${line.GBXProductID}`}>
                      <button
                        type="button"
                        aria-label={t('cart.decrease', { title: line.ProductTitle })}
                        disabled={busy || line.Quantity <= 1}
                        onClick={() => change(line, () => postCartUpdate(line.GBXProductID, line.Quantity - 1))}
                      >
                        −
                      </button>
                      <output aria-label={t('cart.quantityOf', { title: line.ProductTitle })} data-testid="cart-quantity">
                        {line.Quantity}
                      </output>
                      <button
                        type="button"
                        aria-label={t('cart.increase', { title: line.ProductTitle })}
                        disabled={busy || line.Quantity >= line.StockQuantity}
                        onClick={() => change(line, () => postCartUpdate(line.GBXProductID, line.Quantity + 1))}
                      >
                        +
                      </button>
                    </Stepper>
                    <RowButton type="button" $tone="danger" aria-describedby={`cart-title-${line.GBXProductID}`} disabled={busy} onClick={() => change(line, () => postCartRemove(line.GBXProductID))}>
                      {t('cart.remove')}
                    </RowButton>
                  </Actions>
                  <PriceTable>
                    <thead>
                      <tr>
                        <td />
                        <th scope="col">{t('cart.unitPrice')}</th>
                        <th scope="col">{t('cart.linePrice')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      <tr>
                        <th scope="row">{t('cart.vendorCurrency')}</th>
                        <td>{money(line.VandorPrice, line.VandorCur)}</td>
                        <td>{money(line.VandorLinePrice, line.VandorCur)}</td>
                      </tr>
                      <tr>
                        <th scope="row">{t('cart.usCurrency')}</th>
                        <td>{money(line.USPrice, line.USCurrency || 'USD')}</td>
                        <td>{money(line.USLinePrice, line.USCurrency || 'USD')}</td>
                      </tr>
                      <tr className="buyer">
                        <th scope="row">{t('cart.yourCurrency')}</th>
                        <td>{money(line.UserPrice, line.Buyer_currency)}</td>
                        <td data-testid="cart-line-total">{money(line.UserLinePrice, line.Buyer_currency)}</td>
                      </tr>
                    </tbody>
                  </PriceTable>
                </div>
              </ItemCard>
            );
          })}
        </ItemList>
      )}
      {cart.cartData.length > 0 ? (
        <Totals aria-labelledby="cart-totals">
          <h2 id="cart-totals">{t('cart.totals')}</h2>
          <dl>
            <dt>{t('cart.quantity')}</dt>
            <dd data-testid="cart-count-total">{t('cart.items', { count: cart.shoppingCartCount })}</dd>
            <dt>{t('cart.totalUs')}</dt>
            <dd>{money(cart.USCartAmount, 'USD')}</dd>
            <dt>{t('cart.total')}</dt>
            <dd className="total" data-testid="cart-total">
              {money(cart.shoppingCartAmount, currency)}
            </dd>
          </dl>
        </Totals>
      ) : null}
      {popup}
    </>
  );
}
