import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The answers a server render loaded, for the document: the browser's cache starts with them (hydrate). */
export function answersForBrowser(client: QueryClient): DehydratedState {
  return dehydrate(client);
}
