import { afterEach, describe, expect, it } from 'vitest';
import { preload } from './preload';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({ href: link.href, as: link.as, priority: link.getAttribute('fetchpriority') }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preload', () => {
  it('adds one preload link per address, with its kind and priority', () => {
    preload('http://localhost:4000/images/a.svg', 'image', 'high');
    preload('http://localhost:4000/images/a.svg', 'image', 'high');
    preload('http://localhost:3002/route-x.js', 'script');
    expect(links()).toEqual([
      { href: 'http://localhost:4000/images/a.svg', as: 'image', priority: 'high' },
      { href: 'http://localhost:3002/route-x.js', as: 'script', priority: null },
    ]);
  });

  it('ignores addresses that are not web addresses', () => {
    preload('javascript:alert(1)', 'script');
    preload('data:image/svg+xml,<svg/>', 'image');
    expect(links()).toEqual([]);
  });
});
