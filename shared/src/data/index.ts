export { CONTEXT_FREE, createQueryClient, getQueryClient, isRetryable, refreshCartViews, refreshWishlistViews } from './query-client';
export { keepPreviousData, useApiMutation, useApiQuery } from './use-api-query';
export { queries } from './queries';
