/**
 * Calls `run` once the document has loaded and the browser has a quiet moment
 * (at the latest two seconds later); returns the cancel. For what a page does
 * not need for its first paint: a video's download, a carousel's library.
 */
export function afterLoadWhenIdle(run: () => void): () => void {
  // Safari has no idle callbacks: a short timer stands in.
  const idleApi = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  let idle: number | undefined;
  const schedule = () => {
    idle = idleApi.requestIdleCallback ? idleApi.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (idleApi.cancelIdleCallback) idleApi.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
