/**
 * Returns the value stored on `globalThis[key]`, creating it on first use.
 *
 * Why: federation is meant to give every bundle the same copy of @gbx/shared, but
 * a mis-configured remote (a relative import, a version mismatch) silently bundles
 * a second copy. Module-level state would then split in two (two buses, two API
 * configs) and the host would stop hearing the remotes. Keeping page-wide state on
 * the global object makes every copy share it.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (scope[key] === undefined) scope[key] = create();
  return scope[key] as T;
}
