import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { readRecentlyViewed, rememberViewed, RECENTLY_VIEWED_LIMIT } from './recently-viewed';

const product = (n: number) => ({ GBXProductID: `GBX${String(n).padStart(8, '0')}`, ProductTitle: `Product ${n}`, image: `/img/${n}.svg` });

describe('recently viewed products', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, each once, at most 12', () => {
    for (let n = 1; n <= 14; n += 1) rememberViewed(product(n));
    rememberViewed(product(10));
    const ids = readRecentlyViewed().map((item) => item.GBXProductID);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe(product(10).GBXProductID);
    expect(ids.filter((id) => id === product(10).GBXProductID)).toHaveLength(1);
    expect(ids).not.toContain(product(1).GBXProductID);
  });

  it('reads anything else in storage as none', () => {
    for (const raw of ['not json', '{"a":1}', '[{"GBXProductID":"<script>","ProductTitle":"x","image":""}]', '[1,2]']) {
      storage.set(storageKeys.recentlyViewed, raw);
      expect(readRecentlyViewed(), raw).toEqual([]);
    }
  });
});
