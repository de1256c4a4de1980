import { Writable } from 'node:stream';
import { createElement, type ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { RememberedStyles } from './remembered-styles';

export interface RenderedHtml {
  html: string;
  /** The <style> elements styled-components collected while rendering. */
  styles: string;
}

/** React's mark of a Suspense boundary left to the browser (`<!--$!`) or still pending (`<!--$?`). */
const UNFINISHED_BOUNDARY = /<!--\$[!?]/;

/** `element` inside the page's style sheet: styled-components collects the styles it renders there. */
const collecting = (sheet: ServerStyleSheet, element: ReactElement) => sheet.collectStyles(createElement(RememberedStyles, null, element));

/**
 * Renders `element` to HTML once everything in it is ready: lazy areas
 * loaded, nothing left suspended, so the page is whole in the document. Any
 * error, even one a Suspense boundary would catch, fails the render: the page
 * is then served to render in the browser, which shows its own fallbacks and
 * retries.
 */
export async function renderToHtml(element: ReactElement, timeoutMs: number): Promise<RenderedHtml> {
  return renderAtOnce(element) ?? renderWhenReady(element, timeoutMs);
}

/**
 * The usual case, in one synchronous pass: the page's data is loaded before
 * it renders (its route's loader) and its area's code once per process, so
 * nothing suspends. React's string renderer then skips the stream's encoding
 * into bytes and back (about 7 % of a worker's time under load, measured).
 * Null when a boundary did not finish (a part still loading, or an error).
 */
function renderAtOnce(element: ReactElement): RenderedHtml | null {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(collecting(sheet, element));
    if (UNFINISHED_BOUNDARY.test(html)) return null;
    return { html, styles: sheet.getStyleTags() };
  } catch {
    // The shell suspended or failed: the streaming render waits, or says why.
    return null;
  } finally {
    sheet.seal();
  }
}

/** The render that waits for what suspends (onAllReady), within `timeoutMs`. */
function renderWhenReady(element: ReactElement, timeoutMs: number): Promise<RenderedHtml> {
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
    const { pipe, abort } = renderToPipeableStream(collecting(sheet, element), {
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
