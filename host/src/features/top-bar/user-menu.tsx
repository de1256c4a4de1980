import { Link } from 'react-router-dom';
import { backendUrl, ChevronDownIcon, clearSession, Menu, MenuItem, UserIcon, useT } from '@gbx/shared';
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

/** The dashboard address comes from the login answer: a path of this site, or a full address. */
export function dashboardTarget(url: string, origin: string): { inApp: boolean; to: string } {
  if (url.startsWith('/')) return { inApp: true, to: url };
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { inApp: true, to: '/buyer-dashboard' };
  }
  return target.origin === origin ? { inApp: true, to: `${target.pathname}${target.search}` } : { inApp: false, to: target.href };
}

function DashboardLink({ url, label }: { url: string; label: string }) {
  const { inApp, to } = dashboardTarget(url, window.location.origin);
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
        <DashboardLink url={dashboardUrl || '/buyer-dashboard'} label={t('topBar.dashboard')} />
      </MenuItem>
      <MenuItem onSelect={() => logout()}>{t('topBar.logout')}</MenuItem>
    </Menu>
  );
}
