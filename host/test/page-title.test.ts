import { describe, expect, it } from 'vitest';
import { documentTitle } from '../src/features/shell/page-title';

describe('documentTitle', () => {
  it("is the page's name and the site's, or the site's alone", () => {
    expect(documentTitle('About Us')).toBe('About Us | GBX Marketplace');
    expect(documentTitle('')).toBe('GBX Marketplace');
  });
});
