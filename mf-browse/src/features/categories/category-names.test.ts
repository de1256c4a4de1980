// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOP_CATEGORY_NAMES } from '@gbx/contract/rules';
import { suggestCategories } from './category-names';

describe('category suggestions (§5)', () => {
  it("'ma' suggests exactly the names that contain 'ma', in any case", () => {
    // 'Academia', 'Accomodation', 'Farming' and 'Medical' come close but do not contain 'ma'.
    const expected = ['Construction Material'];
    expect(TOP_CATEGORY_NAMES.filter((name) => /ma/i.test(name))).toEqual(expected);
    expect(suggestCategories('ma')).toEqual(expected);
    expect(suggestCategories('MA')).toEqual(expected);
    expect(suggestCategories('mA')).toEqual(expected);
  });

  it('matches anywhere in the name, not only at the start', () => {
    expect(suggestCategories('products')).toEqual(['Consumer Products', 'Industrial Products']);
    expect(suggestCategories('equip')).toEqual(['Farming Equipment', 'Medical Equipment']);
    expect(suggestCategories('& ed')).toEqual(['Academia & Education']);
  });

  it('suggests every name when nothing is typed, and none for a text no name contains', () => {
    expect(suggestCategories('')).toEqual([...TOP_CATEGORY_NAMES]);
    expect(suggestCategories('   ')).toEqual([...TOP_CATEGORY_NAMES]);
    expect(suggestCategories('zebra')).toEqual([]);
  });

  it('ignores spaces around what was typed', () => {
    expect(suggestCategories(' boats ')).toEqual(['Boats']);
  });
});
