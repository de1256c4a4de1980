/** What a page of count tiles needs to know about its one load. */
export interface CountLoad<T> {
  /** The answer; undefined until it arrives (the tiles show skeletons). */
  data: T | undefined;
  /** No answer and none on its way: the tiles show no count (§8: no message). */
  failed: boolean;
  /** Nothing to show yet and an answer on its way: the tiles are skeletons. */
  loading: boolean;
  /** The quiet retry is offered: the last load failed (it stays while the retry runs). */
  canRetry: boolean;
  retrying: boolean;
  retry: () => void;
}

/** The parts of a query result (`useApiQuery(...)` of @gbx/shared) that a page of tiles reads. */
interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a page's tiles show for its load through the shared query cache (§4: a
 * failed load is stored there, with no message): skeletons while loading, the
 * counts, or no count and a retry. While a retry runs the tiles are skeletons
 * again, so the visitor sees that something happens. An answer already on
 * screen stays there when a later refresh fails.
 */
export function countLoad<T>({ data, isError, isFetching, refetch }: QueryState<T>): CountLoad<T> {
  const failed = data === undefined && isError && !isFetching;
  return {
    data,
    failed,
    loading: data === undefined && !failed,
    canRetry: isError,
    retrying: isFetching,
    retry: () => void refetch(),
  };
}
