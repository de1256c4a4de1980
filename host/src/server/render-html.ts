import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

export interface RenderedHtml {
  html: string;
  /** The <style> elements styled-components collected while rendering. */
  styles: string;
}

/**
 * Renders `element` to HTML once everything in it is ready: lazy areas
 * loaded, nothing left suspended (onAllReady), so the page is whole in the
 * document. Any error, even one a Suspense boundary would catch, fails the
 * render: the page is then served to render in the browser, which shows its
 * own fallbacks and retries.
 */
export function renderToHtml(element: ReactElement, timeoutMs: number): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<RenderedHtml>((resolve, reject) => {
    let html = '';
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(sheet.collectStyles(element), {
      // Everything in place, in order: no boundary is sent later with an inline
      // script to move it (the page's Content-Security-Policy allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failure !== undefined) return;
        sink.on('finish', () => resolve({ html, styles: sheet.getStyleTags() }));
        pipe(sink);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        failure ??= error;
        reject(error);
      },
    });
    timer = setTimeout(() => {
      reject(new Error(`the render took longer than ${timeoutMs} ms`));
      abort();
    }, timeoutMs);
  }).finally(() => {
    clearTimeout(timer);
    sheet.seal();
  });
}
