export { CONTEXT_FREE, createQueryClient, getQueryClient, isRetryable, refreshCartViews, refreshWishlistViews } from './query-client';
// A server-rendered page hands the answers it was rendered with to the browser's cache (host/src/app/bootstrap.tsx; the server's half: @gbx/shared/server).
export { hydrate } from '@tanstack/react-query';
export type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
export { keepPreviousData, useApiMutation, useApiQuery } from './use-api-query';
export { adoptLoadedAnswers, queries } from './queries';
