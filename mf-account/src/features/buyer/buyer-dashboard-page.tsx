import { Link, Navigate, NavLink, Route, Routes } from '@gbx/shared/router';
import styled from 'styled-components';
import { media, paths, queries, theme, useApiQuery, usePageView, useSession, useT, useWishlistCount } from '@gbx/shared';
import { texts } from './texts';
import { CartPage } from './cart-page';
import { NotifyMeList } from './notify-me-list';
import { SavedSearchesList } from './saved-searches-list';
import { WishlistPage } from './wishlist-page';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 14rem 1fr;
  gap: 1.5rem;
  align-items: start;
  margin: 1.5rem 0;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 1rem;
    margin: 0.75rem 0;
  }
  main,
  .content {
    min-width: 0;
  }
  h1 {
    margin: 0 0 1rem;
    font-size: 1.6rem;
  }
`;

const Side = styled.nav`
  background: ${theme.color.navy};
  color: #fff;
  border-radius: 8px;
  padding: 1rem;
  .label {
    display: block;
    font-weight: 700;
    font-size: 1.05rem;
    margin-bottom: 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  ${media.mobile} {
    ul {
      grid-auto-flow: column;
      grid-auto-columns: 1fr;
    }
  }
  a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius};
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.color.navyLight};
  }
  a[aria-current='page'] {
    background: ${theme.color.accent};
    color: ${theme.color.navy};
    font-weight: 700;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  a {
    display: block;
    padding: 1rem 1.25rem;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    background: ${theme.color.surface};
    color: ${theme.color.navy};
    text-decoration: none;
  }
  strong {
    display: block;
    font-size: 1.1rem;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

function DashboardHome() {
  const { t } = useT(texts.namespace);
  usePageView(t('buyer.title'));
  const session = useSession();
  const wishCount = useWishlistCount();
  const cartCount = useApiQuery(queries.cartList()).data?.shoppingCartCount ?? null;
  return (
    <>
      <h1>{t('buyer.title')}</h1>
      <p>{t('buyer.welcome', { name: session.userName })}</p>
      <p>{t('buyer.overview')}</p>
      <Tiles>
        <li>
          <Link to={paths.buyerDashboard.to('cart')}>
            <strong>{t('buyer.cart')}</strong>
            {cartCount === null ? '…' : t('buyer.cartSummary', { count: cartCount })}
          </Link>
        </li>
        <li>
          <Link to={paths.buyerDashboard.to('wishlist')}>
            <strong>{t('buyer.wishlist')}</strong>
            {t('buyer.wishSummary', { count: wishCount })}
          </Link>
        </li>
      </Tiles>
      <SavedSearchesList />
      <NotifyMeList />
    </>
  );
}

/**
 * /buyer-dashboard and below: the label and side menu of §1 ("placeholders
 * that show only a text label"), with the pages a buyer expects behind them:
 * My cart and My wishlist; the dashboard itself lists the buyer's saved
 * searches and back-in-stock alerts (issue 41). Only a logged-in buyer gets
 * in; anyone else goes to /login (the API answers 401 / 403 to them as well).
 */
export function BuyerDashboardPage() {
  const { t } = useT(texts.namespace);
  const session = useSession();
  if (!session.isLoggedIn || session.userType !== 'Buyer') return <Navigate to={paths.login.to()} replace />;
  return (
    <Layout>
      <Side aria-label={t('buyer.menu')}>
        <span className="label" data-testid="buyer-dashboard-label">
          {t('buyer.label')}
        </span>
        <ul>
          <li>
            <NavLink to={paths.buyerDashboard.to()} end>
              {t('buyer.dashboard')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.buyerDashboard.to('cart')}>{t('buyer.cart')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.buyerDashboard.to('wishlist')}>{t('buyer.wishlist')}</NavLink>
          </li>
        </ul>
      </Side>
      <div className="content">
        <Routes>
          <Route index element={<DashboardHome />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="wishlist" element={<WishlistPage />} />
          <Route path="*" element={<Navigate to={paths.buyerDashboard.to()} replace />} />
        </Routes>
      </div>
    </Layout>
  );
}
