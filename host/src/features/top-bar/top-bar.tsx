import styled from 'styled-components';
import { ComingSoon, media, theme, useSession, useT } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { AuthLinks } from './auth-links';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import { WishlistHeart } from './wishlist-heart';

const Bar = styled.div`
  background: ${theme.color.navy};
  color: #dce7f5;
  font-size: 0.9rem;
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.4rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.4rem 1rem;
`;

const Sections = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.35rem;
  }
  [aria-current='true'] {
    color: #fff;
    font-weight: 700;
  }
  ${media.mobile} {
    width: 100%;
    font-size: 0.8rem;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-inline-start: auto;
`;

/** The top bar of §2.3: sections (§1), language, wishlist, and login or the user menu. */
export function TopBar() {
  const { t } = useT(SHELL_NAMESPACE);
  const session = useSession();
  // §4: isLoggedin 0 or an empty user name shows Login and Register.
  const loggedIn = session.isLoggedIn && session.userName !== '';
  return (
    <Bar>
      <Inner>
        <Sections aria-label={t('topBar.sections')}>
          <ul>
            <li aria-current="true">{t('topBar.globalMarketplace')}</li>
            <li>
              {t('topBar.globalServices')} <ComingSoon>{t('topBar.comingSoon')}</ComingSoon>
            </li>
            <li>
              {t('topBar.globalPromotions')} <ComingSoon>{t('topBar.comingSoon')}</ComingSoon>
            </li>
          </ul>
        </Sections>
        <Tools>
          <LanguageSwitch />
          {loggedIn && session.userType === 'Buyer' ? <WishlistHeart /> : null}
          {loggedIn ? <UserMenu userName={session.userName} dashboardUrl={session.dashboardUrl} /> : <AuthLinks />}
        </Tools>
      </Inner>
    </Bar>
  );
}
