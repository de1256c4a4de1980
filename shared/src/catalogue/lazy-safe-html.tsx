import { lazy, Suspense } from 'react';

/*
 * In the catalogue, vendor HTML shows only in the list view, which few visitors
 * open, and its sanitizer (DOMPurify, 11 kB gzip) is the largest part of the
 * catalogue: it loads when a list is about to show, not with every listing page.
 * It is imported by package name: the sanitizer is an entry of its own
 * (@gbx/shared/safe-html), shared under its own key, which the product page
 * imports directly.
 */
const load = () => import('@gbx/shared/safe-html');
let loading: ReturnType<typeof load> | null = null;

/** Starts loading the sanitizer (once): a list view calls it as soon as it knows it is one, before its products arrive. */
export function preloadSafeHtml(): ReturnType<typeof load> {
  loading ??= load();
  return loading;
}

const Sanitized = lazy(() => preloadSafeHtml().then((module) => ({ default: module.SafeHtml })));

/** Vendor-supplied HTML, sanitized (safe-html.tsx); nothing shows until the sanitizer is in. */
export function SafeHtml(props: { html: string; className?: string; id?: string }) {
  return (
    <Suspense fallback={null}>
      <Sanitized {...props} />
    </Suspense>
  );
}
