import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median } from '../lib/median.mjs';

test('the median of an odd count is its middle value, of an even count the mean of the two middle ones', () => {
  assert.equal(median([277, 191, 225]), 225);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
});
