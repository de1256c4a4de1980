import {
  keepPreviousData,
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/**
 * The data-loading hooks of every area. They hand TanStack Query the page's one
 * client explicitly instead of through a provider, so a remote renders the same
 * way inside the host, standalone, or in a test, with no provider to forget.
 * Areas import these from @gbx/shared, never @tanstack/react-query itself (lint
 * rule), so the library is bundled once, inside @gbx/shared.
 */
export function useApiQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
): UseQueryResult<TData, DefaultError> {
  return useQuery(options, getQueryClient());
}

export function useApiMutation<TData, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, DefaultError, TVariables, TContext>,
): UseMutationResult<TData, DefaultError, TVariables, TContext> {
  return useMutation(options, getQueryClient());
}

/** For paged lists: the previous page stays on screen while the next one loads. */
export { keepPreviousData };
