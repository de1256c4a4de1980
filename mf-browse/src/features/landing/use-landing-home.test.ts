// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queries } from '@gbx/shared';
import { liveLandingHome } from './use-landing-home';

describe('the live product count (§2.3, §9)', () => {
  const options = liveLandingHome();

  it('is landing-home, the same cache entry the marketplace home reads', () => {
    expect(options.queryKey).toEqual(queries.landingHome().queryKey);
  });

  it('loads again every 10 s, only while the tab is visible', () => {
    expect(options.refetchInterval).toBe(10_000);
    expect(options.refetchIntervalInBackground).toBe(false);
  });

  it('loads again on the return to the tab: fresh for less than the interval', () => {
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.staleTime).toBeLessThan(10_000);
  });
});
