import { Link } from '@gbx/shared/router';
import { appAddress, backendUrl, ChevronDownIcon, clearSession, Menu, MenuItem, paths, UserIcon, useT } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { TopBarButton } from './top-bar-button';

/** Where the backend ends the session and sends the visitor back (§4). */
export const LOGOUT_PATH = '/logout';

/**
 * §4: logout clears exactly the stored values the spec lists, then leaves the
 * app for the backend logout address (which ends the server session).
 */
export function logout(leave: (url: string) => void = (url) => window.location.assign(url)) {
  clearSession();
  leave(backendUrl(LOGOUT_PATH));
}

function DashboardLink({ url, label }: { url: string; label: string }) {
  const { inApp, to } = appAddress(url, window.location.origin, paths.buyerDashboard.to());
  return inApp ? <Link to={to}>{label}</Link> : <a href={to}>{label}</a>;
}

export function UserMenu({ userName, dashboardUrl }: { userName: string; dashboardUrl: string }) {
  const { t } = useT(SHELL_NAMESPACE);
  return (
    <Menu
      align="end"
      label={t('topBar.accountMenu')}
      trigger={
        <TopBarButton type="button" aria-label={`${t('topBar.accountMenu')}: ${userName}`}>
          <UserIcon size={16} /> {userName} <ChevronDownIcon />
        </TopBarButton>
      }
    >
      <MenuItem asChild>
        <DashboardLink url={dashboardUrl || paths.buyerDashboard.to()} label={t('topBar.dashboard')} />
      </MenuItem>
      <MenuItem onSelect={() => logout()}>{t('topBar.logout')}</MenuItem>
    </Menu>
  );
}
