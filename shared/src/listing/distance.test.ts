import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('a proximity distance', () => {
  it('is written with its unit in the page language, to a tenth', () => {
    expect(formatDistance(12.34, 'km', 'en')).toBe('12.3 km');
    expect(formatDistance(7.46, 'miles', 'en')).toBe('7.5 mi');
    // French puts a narrow no-break space before the unit.
    expect(formatDistance(12.3, 'km', 'fr')).toMatch(/^12,3\skm$/);
    expect(formatDistance(0, undefined, 'en')).toBe('0 km');
  });
});
