import { useCallback } from 'react';
import { useNavigate } from '@gbx/shared/router';
import { destinations, getQueryClient, queries, type CategoryPath } from '@gbx/shared';

/**
 * Goes to the listing of a chosen category: /advance-search with the §2.1
 * state (the category path, name 'category' and the visitor's country code
 * from landing-home, read from the cache when the page has it).
 */
export function useSearchCategory(): (path: CategoryPath) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: CategoryPath) => {
      getQueryClient()
        .fetchQuery(queries.landingHome())
        .then(
          (home) => {
            const destination = destinations.searchCategory(path, home.countryCode);
            navigate(destination.to, { state: destination.state });
          },
          // §8: a failed load shows no message; the visitor can choose again.
          () => undefined,
        );
    },
    [navigate],
  );
}
