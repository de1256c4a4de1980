import { createQueryClient } from '@gbx/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { installRequestStorage } from '../src/server/request-storage';
import { RenderBusyError, withRenderLock } from '../src/server/render-lock';
import { DataTimeoutError, failedQueries, loadRequestedData } from '../src/server/server-data';
import { fillDocument, jsonForScript } from '../src/server/server-document';
import { serverAddress, setServerOrigins } from '../src/server/server-addresses';
import { serverEntryOf, webRootOf } from '../src/server/server-remotes';

const TEMPLATE =
  '<!doctype html><html lang=%GBX_LANG% dir=%GBX_DIR%><head><title>GBX Marketplace</title><meta name=gbx-head></head><body><div id=root>%GBX_ROOT%</div>' +
  '<script type=application/json id=gbx-server-render>%GBX_STATE%</script><script nonce=%GBX_NONCE%>start()</script></body></html>';

describe('the server document', () => {
  it('takes the page, its styles, its state and the nonce in their places', () => {
    const html = fillDocument(TEMPLATE, {
      language: 'ar',
      direction: 'rtl',
      title: 'Terms & <conditions> | GBX Marketplace',
      styles: '<style data-styled>.a{color:red}</style>',
      html: '<main>$& $1 price</main>',
      state: { pageFiles: ['http://localhost:3001/route-x.js'] },
      nonce: 'n0nce-_Ab',
    });
    expect(html).toContain('<html lang=ar dir=rtl>');
    expect(html).toContain('<head><title>Terms &amp; &lt;conditions&gt; | GBX Marketplace</title><style data-styled>.a{color:red}</style></head>');
    // Replacement patterns in the page's own text stay text.
    expect(html).toContain('<div id=root><main>$& $1 price</main></div>');
    expect(html).toContain('{"pageFiles":["http://localhost:3001/route-x.js"]}');
    expect(html).toContain('<script nonce=n0nce-_Ab>');
  });

  it('keeps the state inside its script: no text of it can close the element', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('refuses a template without its places, and attributes with anything but their characters', () => {
    expect(() => fillDocument(TEMPLATE.replace('%GBX_ROOT%', ''), { language: 'en', direction: 'ltr', title: '', styles: '', html: '', state: { pageFiles: [] }, nonce: 'n' })).toThrow(/GBX_ROOT/);
    const html = fillDocument(TEMPLATE, { language: 'en" onload="x', direction: 'ltr', title: 'x', styles: '', html: '', state: { pageFiles: [] }, nonce: 'a"b' });
    expect(html).toContain('lang=enonloadx');
    expect(html).toContain('nonce=ab>');
  });
});

describe("a visitor's storage during a render", () => {
  afterEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true, writable: false });
  });

  it('is the values the cookie carried, for this render only', () => {
    const remove = installRequestStorage(new Map([['selectedLanguage', 'fr']]));
    expect(localStorage.getItem('selectedLanguage')).toBe('fr');
    localStorage.setItem('offset', '12');
    expect(localStorage.getItem('offset')).toBe('12');
    expect(localStorage.length).toBe(2);
    remove();
    expect(globalThis.localStorage).toBeUndefined();
    installRequestStorage(new Map());
    expect(localStorage.getItem('offset')).toBeNull();
  });
});

describe('one render at a time', () => {
  it('runs renders one after another, in the order they came', async () => {
    const order: string[] = [];
    const work = (name: string, ms: number) =>
      withRenderLock(1000, async () => {
        order.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(`${name} ends`);
        return name;
      });
    expect(await Promise.all([work('a', 30), work('b', 5), work('c', 1)])).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('gives up waiting past its limit, and the renders after it still run', async () => {
    const slow = withRenderLock(1000, () => new Promise((resolve) => setTimeout(() => resolve('slow'), 60)));
    const impatient = withRenderLock(10, async () => 'never');
    const next = withRenderLock(1000, async () => 'next');
    await expect(impatient).rejects.toBeInstanceOf(RenderBusyError);
    expect(await slow).toBe('slow');
    expect(await next).toBe('next');
  });

  it('frees its turn when a render fails', async () => {
    await expect(withRenderLock(100, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withRenderLock(100, async () => 'after')).toBe('after');
  });
});

describe('the data a render asked for', () => {
  it('is loaded when a component created its query and let it load; a failure is named', async () => {
    const client = createQueryClient({ logFailures: false });
    const cache = client.getQueryCache();
    cache.build(client, { queryKey: ['wanted'], queryFn: async () => 'answer' });
    cache.build(client, { queryKey: ['disabled'], queryFn: async () => 'no', enabled: false } as never);
    cache.build(client, { queryKey: ['failing'], queryFn: async () => Promise.reject(new Error('500')), retry: false });
    expect(await loadRequestedData(client, 1000)).toBe(2);
    expect(client.getQueryData(['wanted'])).toBe('answer');
    expect(client.getQueryState(['disabled'])?.fetchStatus).toBe('idle');
    expect(client.getQueryData(['disabled'])).toBeUndefined();
    expect(failedQueries(client)).toEqual(['failing']);
    // Nothing new: nothing loaded again.
    expect(await loadRequestedData(client, 1000)).toBe(0);
  });

  it('gives up on calls slower than its limit', async () => {
    const client = createQueryClient({ logFailures: false });
    client.getQueryCache().build(client, { queryKey: ['slow'], queryFn: () => new Promise((resolve) => setTimeout(() => resolve('late'), 200)) });
    await expect(loadRequestedData(client, 20)).rejects.toBeInstanceOf(DataTimeoutError);
  });
});

describe("the server's addresses", () => {
  afterEach(() => setServerOrigins({}));

  it('fetches at the server origin of a browser origin, and anything else as it is', () => {
    setServerOrigins({ 'http://localhost:3001': 'http://mf-browse:8080', 'http://localhost:4000/': 'http://api:4000' });
    expect(serverAddress('http://localhost:3001/server/remoteEntry.js?v=1')).toBe('http://mf-browse:8080/server/remoteEntry.js?v=1');
    expect(serverAddress('http://localhost:4000')).toBe('http://api:4000');
    expect(serverAddress('http://localhost:3002/mf-manifest.json')).toBe('http://localhost:3002/mf-manifest.json');
    expect(serverAddress('not a url')).toBe('not a url');
  });

  it("finds a remote's server entry and web root beside its manifest", () => {
    expect(serverEntryOf('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/server/remoteEntry.js');
    expect(serverEntryOf('https://cdn.example/browse/v2/mf-manifest.json')).toBe('https://cdn.example/browse/v2/server/remoteEntry.js');
    expect(webRootOf('http://localhost:3001/mf-manifest.json', { metaData: { publicPath: 'auto' } })).toBe('http://localhost:3001/');
    expect(webRootOf('http://localhost:3001/mf-manifest.json', { metaData: { publicPath: 'https://cdn.example/browse/' } })).toBe('https://cdn.example/browse/');
  });
});
