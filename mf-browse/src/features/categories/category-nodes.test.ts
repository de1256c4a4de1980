// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SubcategoryListResponse } from '@gbx/shared';
import { categoryPath, fromSubItems, fromTopItems, hasChildren, type CategoryNode } from './category-nodes';

describe('category wire items in one shape', () => {
  it('reads top categories (category_name, Count) as level 1', () => {
    expect(fromTopItems([{ id: 1, category_name: 'Academia & Education', Count: 387 }])).toEqual([
      { id: 1, name: 'Academia & Education', count: 387, level: 1 },
    ]);
  });

  it('reads each sub-level with its own spelling, one level below its parent', () => {
    expect(fromSubItems(1, [{ id: 2, subcat1_name: 'Books & Textbooks', subcatOneCount: 103 }])).toEqual([
      { id: 2, name: 'Books & Textbooks', count: 103, level: 2 },
    ]);
    expect(fromSubItems(2, [{ id: 3, subcat2_name: 'Science Textbooks', subcatTwoCount: 37 }])).toEqual([
      { id: 3, name: 'Science Textbooks', count: 37, level: 3 },
    ]);
    expect(fromSubItems(3, [{ id: 4, subcat3_name: 'Primary Science Textbooks', subcatThreeCount: 10 }])).toEqual([
      { id: 4, name: 'Primary Science Textbooks', count: 10, level: 4 },
    ]);
  });

  it('takes counts sent as strings, and keeps the order of the answer', () => {
    const items = [
      { id: '9', subcat2_name: 'B', subcatTwoCount: '12' },
      { id: '8', subcat2_name: 'A', subcatTwoCount: 0 },
    ] as unknown as SubcategoryListResponse['Category'];
    expect(fromSubItems(2, items)).toEqual([
      { id: '9', name: 'B', count: 12, level: 3 },
      { id: '8', name: 'A', count: 0, level: 3 },
    ]);
  });

  it('reads an empty level as no categories', () => {
    expect(fromSubItems(3, [])).toEqual([]);
  });
});

describe('category paths (§2.1 advanced-search state)', () => {
  const node = (id: number, level: CategoryNode['level']): CategoryNode => ({ id, name: `c${id}`, count: 1, level });
  const trail = [node(1, 1), node(2, 2), node(3, 3), node(4, 4)];

  it('names the top category and each sub-level chosen, as ids', () => {
    expect(categoryPath(trail.slice(0, 1))).toEqual({ category: 1 });
    expect(categoryPath(trail.slice(0, 2))).toEqual({ category: 1, subcategoryone: 2 });
    expect(categoryPath(trail.slice(0, 3))).toEqual({ category: 1, subcategoryone: 2, subcategorytwo: 3 });
    expect(categoryPath(trail)).toEqual({ category: 1, subcategoryone: 2, subcategorytwo: 3, subcategorythree: 4 });
  });

  it('needs a top category', () => {
    expect(() => categoryPath([])).toThrow();
  });

  it('loads children below levels 1 to 3 only', () => {
    expect(trail.map(hasChildren)).toEqual([true, true, true, false]);
  });
});
