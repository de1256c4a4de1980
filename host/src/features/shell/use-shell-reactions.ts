import { useNavigate } from '@gbx/shared/router';
import { paths, useBusEvent } from '@gbx/shared';

/** How the shell answers events published by any area on the shared bus. */
export function useShellReactions() {
  const navigate = useNavigate();
  // §4, §8: any 401 has already cleared the saved auth in the API client.
  useBusEvent('auth:unauthorized', () => navigate(paths.login.to()));
  // The document title follows the areas' page names from the start (page-title.ts).
}
