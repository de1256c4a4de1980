import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { CartIcon, formatMoney, paths, theme, useLanguage, useSession, useT, type LocationCountResponse } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';

const Box = styled.div`
  margin-inline-start: auto;
  flex: none;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.7rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.text};
  text-decoration: none;
  background: #fffaf0;
  svg {
    color: ${theme.color.navy};
  }
  &:is(a):focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** The cart box of §2.6: count, buyer currency and amount; a link only when logged in. */
export function CartBox({ counts }: { counts: LocationCountResponse | null }) {
  const { t } = useT(SHELL_NAMESPACE);
  const language = useLanguage();
  const session = useSession();
  const count = counts?.shoppingCartCount ?? 0;
  const currency = counts?.buyer_currency ?? '';
  const content = (
    <>
      <CartIcon size={20} />
      <span data-testid="cart-count">{t('header.cartItems', { count })}</span>
      <span data-testid="cart-amount">{currency ? formatMoney(counts?.shoppingCartAmount ?? 0, currency, language) : ''}</span>
    </>
  );
  if (session.isLoggedIn && session.userData) {
    return (
      <Box as={Link} to={paths.buyerDashboard.to('cart')} aria-label={`${t('header.cart')}: ${t('header.cartItems', { count })}`}>
        {content}
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={t('header.cart')} title={t('header.cartLoginHint')} data-testid="cart-box">
      {content}
    </Box>
  );
}
