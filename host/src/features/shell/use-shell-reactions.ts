import { useNavigate } from '@gbx/shared/router';
import { paths, useBusEvent } from '@gbx/shared';

const SITE_NAME = 'GBX Marketplace';

/** How the shell answers events published by any area on the shared bus. */
export function useShellReactions() {
  const navigate = useNavigate();
  // §4, §8: any 401 has already cleared the saved auth in the API client.
  useBusEvent('auth:unauthorized', () => navigate(paths.login.to()));
  // Each area names its page; the shell owns the document title.
  useBusEvent('page:viewed', (event) => {
    document.title = event.title ? `${event.title} | ${SITE_NAME}` : SITE_NAME;
  });
}
