import { bus, createQueryClient, getI18n, getQueryClient, storage, type StorageKey } from '@gbx/shared';
import { STORAGE_VIEW } from '@gbx/shared/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPageScope } from '../src/server/page-scope';
import { startVisitorState } from '../src/server/page-state';
import { RequestStorage } from '../src/server/request-storage';
import { DataTimeoutError, failedQueries, unloadedQueries, withinTime } from '../src/server/server-data';
import { fillDocument, jsonForScript } from '../src/server/server-document';
import { serverAddress, setServerOrigins } from '../src/server/server-addresses';
import { manifestOf, serverEntryOf, webRootOf } from '../src/server/server-remotes';

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

const storageView = (values: Record<string, string>) => new RequestStorage(new Map(Object.entries(values) as [StorageKey, string][]));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a visitor's page state during a render", () => {
  it('is the values their cookie carried, for their render only', async () => {
    await withPageScope([[STORAGE_VIEW, storageView({ selectedLanguage: 'fr' })]], async () => {
      expect(storage.get('selectedLanguage')).toBe('fr');
      storage.set('offset', '12');
      expect(storage.get('offset')).toBe('12');
    });
    await withPageScope([[STORAGE_VIEW, storageView({})]], async () => {
      expect(storage.get('offset')).toBeNull();
    });
  });

  it("is never another's, however many pages render at once", async () => {
    const api = { apiBaseUrl: 'http://api.test', backendBaseUrl: 'http://api.test' };
    const render = (language: string, count: string, ms: number) =>
      withPageScope([[STORAGE_VIEW, storageView({ selectedLanguage: language, wishListCountData: count })]], async () => {
        const client = startVisitorState(api);
        client.setQueryData(['mine'], language);
        // Others start, run and end while this one waits for its calls.
        await pause(ms);
        return { language: getI18n().language, busLanguage: bus.getLanguage(), count: bus.getWishlistCount(), cached: getQueryClient().getQueryData(['mine']), same: getQueryClient() === client };
      });
    const results = await Promise.all([render('fr', '3', 30), render('ar', '5', 5), render('hi', '0', 15), render('zh', '9', 1)]);
    expect(results).toEqual([
      { language: 'fr', busLanguage: 'fr', count: 3, cached: 'fr', same: true },
      { language: 'ar', busLanguage: 'ar', count: 5, cached: 'ar', same: true },
      { language: 'hi', busLanguage: 'hi', count: 0, cached: 'hi', same: true },
      { language: 'zh', busLanguage: 'zh', count: 9, cached: 'zh', same: true },
    ]);
  });

  it('cannot be read outside a render', () => {
    expect(() => bus.getSession()).toThrow(/outside a page's render/);
    expect(() => getQueryClient()).toThrow(/outside a page's render/);
  });
});

describe("a page's first data on the server", () => {
  it('names what failed, and what the render asked for that nothing loaded', async () => {
    const client = createQueryClient({ logFailures: false });
    const cache = client.getQueryCache();
    await client.prefetchQuery({ queryKey: ['loaded'], queryFn: async () => 'answer' });
    await client.prefetchQuery({ queryKey: ['failing'], queryFn: async () => Promise.reject(new Error('500')), retry: false });
    // What components created while rendering: one the loader did not load, one they keep disabled.
    cache.build(client, { queryKey: ['forgotten'], queryFn: async () => 'late' });
    cache.build(client, { queryKey: ['disabled'], queryFn: async () => 'no', enabled: false } as never);
    expect(failedQueries(client)).toEqual(['failing']);
    expect(unloadedQueries(client)).toEqual(['forgotten']);
  });

  it('gives up on calls slower than its limit', async () => {
    await expect(withinTime(pause(200).then(() => undefined), 20)).rejects.toBeInstanceOf(DataTimeoutError);
    await expect(withinTime(pause(1).then(() => undefined), 200)).resolves.toBeUndefined();
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

describe("a remote's manifest on the server", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is read at most once a second: renders within it share the read, the next second reads the new build', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let build = 'one';
    const fetched = vi.fn(async () => new Response(JSON.stringify({ id: build })));
    vi.stubGlobal('fetch', fetched);
    const url = 'http://localhost:3904/mf-manifest.json';
    const first = await Promise.all([manifestOf('mf_static', url), manifestOf('mf_static', url)]);
    expect(first.map((read) => read.manifest)).toEqual([{ id: 'one' }, { id: 'one' }]);
    build = 'two';
    vi.advanceTimersByTime(900);
    expect((await manifestOf('mf_static', url)).manifest).toEqual({ id: 'one' });
    expect(fetched).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(await manifestOf('mf_static', url)).toEqual({ text: '{"id":"two"}', manifest: { id: 'two' } });
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('is not kept when its read failed: the next render asks again', async () => {
    const fetched = vi.fn(async () => new Response('gone', { status: 404 }));
    vi.stubGlobal('fetch', fetched);
    const url = 'http://localhost:3905/mf-manifest.json';
    await expect(manifestOf('mf_static', url)).rejects.toThrow('mf_static: HTTP 404 for http://localhost:3905/mf-manifest.json');
    fetched.mockImplementation(async () => new Response('{"id":"back"}'));
    expect((await manifestOf('mf_static', url)).manifest).toEqual({ id: 'back' });
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
