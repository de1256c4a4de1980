import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyManifest, fetchManifest, fetchManifestsEarly } from '../src/federation/manifest-fetch';
import { pageFilesOf, remoteEntryOf } from '../src/federation/remote-manifest';

const MANIFEST_URL = 'http://localhost:3002/mf-manifest.json';

/** A manifest as mf-product's build writes it (routePages: tooling/webpack/route-pages-plugin.cjs). */
const manifest = {
  metaData: { publicPath: 'auto', globalName: 'mf_product', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.f.js'], async: ['route-productDetail.e.js'] } } }],
  routePages: {
    productDetail: {
      js: ['route-productDetail.e.js'],
      shared: { '@gbx/shared/catalogue': ['735.b.js'], '@gbx/shared/safe-html': ['289.d.js', '591.c.js'], react: ['303.a.js'] },
    },
  },
};

const shellProvides = (key: string) => key === 'react';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pageFilesOf', () => {
  it("names the routes module, the page's chunks and the remote's copy of each shared module nobody provides yet, beside the manifest", () => {
    expect(pageFilesOf(manifest, MANIFEST_URL, 'productDetail', shellProvides)).toEqual([
      'http://localhost:3002/__federation_expose_routes.f.js',
      'http://localhost:3002/route-productDetail.e.js',
      'http://localhost:3002/735.b.js',
      'http://localhost:3002/289.d.js',
      'http://localhost:3002/591.c.js',
    ]);
  });

  it('leaves out a shared module the shell already provides', () => {
    const all = pageFilesOf({ ...manifest, exposes: undefined }, MANIFEST_URL, 'productDetail', () => true);
    expect(all).toEqual(['http://localhost:3002/route-productDetail.e.js']);
  });

  it('resolves against a public path the manifest names', () => {
    const onCdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'http://localhost:3002/static/' } };
    expect(pageFilesOf(onCdn, MANIFEST_URL, 'productDetail', () => true)).toEqual([
      'http://localhost:3002/static/__federation_expose_routes.f.js',
      'http://localhost:3002/static/route-productDetail.e.js',
    ]);
  });

  it('names nothing for a route the manifest does not list, or a manifest without route pages or not an object', () => {
    expect(pageFilesOf(manifest, MANIFEST_URL, 'login', shellProvides)).toEqual([]);
    expect(pageFilesOf({ ...manifest, routePages: undefined }, MANIFEST_URL, 'productDetail', shellProvides)).toEqual([]);
    expect(pageFilesOf(null, MANIFEST_URL, 'productDetail', shellProvides)).toEqual([]);
    expect(pageFilesOf('{}', MANIFEST_URL, 'productDetail', shellProvides)).toEqual([]);
  });

  it("never names a script on another origin than the remote's, and skips entries that are not file names", () => {
    const hostile = {
      ...manifest,
      exposes: [{ name: 'routes', assets: { js: { sync: ['https://evil.example/w.js'] } } }],
      routePages: {
        productDetail: { js: ['https://evil.example/x.js', '//evil.example/y.js', 42, 'route-productDetail.e.js'], shared: { react: 'not a list', x: ['https://evil.example/z.js'] } },
      },
    };
    expect(pageFilesOf(hostile, MANIFEST_URL, 'productDetail', () => false)).toEqual(['http://localhost:3002/route-productDetail.e.js']);
  });
});

describe('remoteEntryOf', () => {
  it('names the entry beside the manifest, with its global name and type', () => {
    expect(remoteEntryOf(manifest, MANIFEST_URL)).toEqual({ url: 'http://localhost:3002/remoteEntry.js', globalName: 'mf_product', type: 'global' });
  });

  it("resolves the entry's folder and a public path the manifest names", () => {
    const onCdn = { metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/product/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } };
    expect(remoteEntryOf(onCdn, MANIFEST_URL)).toEqual({ url: 'https://cdn.example/product/v2/remoteEntry.js', globalName: 'mf_product', type: 'global' });
  });

  it('is null for a manifest without an entry or a global name, one that is not an object, or an entry that is not a web address', () => {
    expect(remoteEntryOf({ metaData: { globalName: 'mf_product' } }, MANIFEST_URL)).toBeNull();
    expect(remoteEntryOf({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }, MANIFEST_URL)).toBeNull();
    expect(remoteEntryOf(null, MANIFEST_URL)).toBeNull();
    expect(remoteEntryOf('{}', MANIFEST_URL)).toBeNull();
    const scripted = { metaData: { ...manifest.metaData, remoteEntry: { name: 'javascript:alert(1)' } } };
    expect(remoteEntryOf(scripted, MANIFEST_URL)).toBeNull();
  });
});

describe('earlyManifest', () => {
  it('reads the early answer without taking its body from the registry', async () => {
    const body = JSON.stringify(manifest);
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(body, { status: 200 })));
    const url = 'http://localhost:3902/mf-manifest.json';
    fetchManifestsEarly({ mf_product: url });
    await expect(earlyManifest(url)).resolves.toEqual(manifest);
    // The registry still gets an answer whose body it can read.
    await expect((await fetchManifest(url)).json()).resolves.toEqual(manifest);
  });

  it('is undefined for a manifest the entry did not fetch', () => {
    expect(earlyManifest('http://localhost:3999/mf-manifest.json')).toBeUndefined();
  });
});
