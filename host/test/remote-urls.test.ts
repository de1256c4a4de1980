import { describe, expect, it } from 'vitest';
import { applyRemoteOverrides, parseRemotesJson } from '../src/federation/remote-urls';

const deployed = {
  mf_browse: 'https://browse.gbx.example/mf-manifest.json',
  mf_product: 'https://product.gbx.example/mf-manifest.json',
  mf_account: 'https://account.gbx.example/mf-manifest.json',
  mf_static: 'https://static.gbx.example/mf-manifest.json',
};

describe('parseRemotesJson', () => {
  it('accepts a map naming every remote with an http(s) URL', () => {
    expect(parseRemotesJson({ ...deployed, extra: 'ignored' })).toEqual(deployed);
  });

  it.each([
    ['not an object', 'nope', 'remotes.json must be an object'],
    ['null', null, 'remotes.json must be an object'],
    ['a missing remote', { ...deployed, mf_static: undefined }, 'mf_static needs an http(s) manifest URL'],
    ['a relative URL', { ...deployed, mf_browse: '/mf-manifest.json' }, 'mf_browse needs an http(s) manifest URL'],
    ['a javascript: URL', { ...deployed, mf_product: 'javascript:alert(1)' }, 'mf_product needs an http(s) manifest URL'],
  ])('refuses %s', (_label, value, message) => {
    expect(() => parseRemotesJson(value)).toThrow(message);
  });
});

describe('applyRemoteOverrides', () => {
  const local = 'http://localhost:3002/mf-manifest.json';

  it('keeps the deployed URLs when nothing is overridden', () => {
    expect(applyRemoteOverrides(deployed, '', null)).toEqual({ urls: deployed, remembered: {} });
  });

  it('takes an override from the query string and remembers it', () => {
    const { urls, remembered } = applyRemoteOverrides(deployed, `?remote.mf_product=${encodeURIComponent(local)}`, null);
    expect(urls.mf_product).toBe(local);
    expect(urls.mf_browse).toBe(deployed.mf_browse);
    expect(remembered).toEqual({ mf_product: local });
  });

  it('applies a remembered override on later pages', () => {
    const { urls } = applyRemoteOverrides(deployed, '?q=shoes', JSON.stringify({ mf_product: local }));
    expect(urls.mf_product).toBe(local);
  });

  it('forgets an override given an empty value', () => {
    const { urls, remembered } = applyRemoteOverrides(deployed, '?remote.mf_product=', JSON.stringify({ mf_product: local }));
    expect(urls.mf_product).toBe(deployed.mf_product);
    expect(remembered).toEqual({});
  });

  it('ignores non-http overrides, unknown remotes and corrupt storage', () => {
    const { urls } = applyRemoteOverrides(deployed, '?remote.mf_product=javascript:alert(1)&remote.mf_other=http://x', '{not json');
    expect(urls).toEqual(deployed);
  });
});
