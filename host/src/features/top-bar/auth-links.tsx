import { Link } from '@gbx/shared/router';
import { ChevronDownIcon, Menu, MenuItem, paths, useT } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { TopBarButton } from './top-bar-button';

/** Login, and the register dropdown of §2.3 (the role travels as router state, §2.1). */
export function AuthLinks() {
  const { t } = useT(SHELL_NAMESPACE);
  const roles = [
    ['Vendor', t('topBar.vendorRegistration')],
    ['Buyer', t('topBar.buyerRegistration')],
    ['Affiliate', t('topBar.affiliateRegistration')],
  ] as const;
  return (
    <>
      <TopBarButton as={Link} to={paths.login.to()}>
        {t('topBar.login')}
      </TopBarButton>
      <Menu align="end" label={t('topBar.register')} trigger={<TopBarButton type="button">{t('topBar.register')} <ChevronDownIcon /></TopBarButton>}>
        {roles.map(([role, label]) => (
          <MenuItem key={role} asChild>
            <Link to={paths.register.to(role)} state={{ registervalue: role }}>
              {label}
            </Link>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
