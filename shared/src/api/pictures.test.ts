import { describe, expect, it } from 'vitest';
import { pictureSources } from './pictures';

describe('pictureSources', () => {
  it("gives a product drawing's sized AVIF and WebP, and a WebP for a plain <img>", () => {
    const sources = pictureSources('http://api.test/images/products/GBX00000001-2.svg');
    expect(sources?.avif.split(', ')).toEqual([160, 320, 480, 640, 960].map((width) => `http://api.test/images/products/GBX00000001-2-${width}.avif ${width}w`));
    expect(sources?.webp).toContain('http://api.test/images/products/GBX00000001-2-960.webp 960w');
    expect(sources?.src).toBe('http://api.test/images/products/GBX00000001-2-640.webp');
  });

  it('leaves any other address alone', () => {
    expect(pictureSources('http://api.test/images/vendors/acme.svg')).toBeNull();
    expect(pictureSources('http://api.test/images/products/GBX00000001-2-320.webp')).toBeNull();
    expect(pictureSources('')).toBeNull();
  });
});
