// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fixedAfter, TOOLBAR_FIXED_AFTER } from './use-fixed-toolbar';

describe('fixedAfter (§9 sticky thresholds)', () => {
  it('is 460 px on a wide screen and 150 px on a phone for a toolbar near the top', () => {
    expect(TOOLBAR_FIXED_AFTER).toEqual({ desktop: 460, mobile: 150 });
    expect(fixedAfter(false, 300, 95)).toBe(460);
    expect(fixedAfter(true, 200, 90)).toBe(150);
  });

  it('waits until a toolbar further down reaches the header', () => {
    expect(fixedAfter(false, 1040, 95)).toBe(945);
    expect(fixedAfter(true, 1500, 90)).toBe(1410);
  });
});
