import type { Locator, Page } from '@playwright/test';
import { getFromApi } from './count-tiles';
import { expect } from './fixtures';
import { API_URL } from './ports';

/**
 * The category tree as the API answers it (§3, §7), and what mf-browse's
 * category pieces show of it: the landing page's cascading browser and the
 * All Categories modal (§2.3, §2.4, §2.8).
 */

/** One category of the tree in the one shape the tests compare with. */
export interface ApiCategory {
  id: number | string;
  name: string;
  count: number;
}

export async function topCategories(page: Page): Promise<ApiCategory[]> {
  const answer = await getFromApi<{ Category: Array<{ id: number; category_name: string; Count: number }> }>(page, '/api/commen/category-list');
  return answer.Category.map((item) => ({ id: item.id, name: item.category_name, count: Number(item.Count) }));
}

/**
 * The children of a category at `level` (1 to 3), asked for as the page asks
 * (subcategory-list, catVal = level); with a listing's fields, that listing's.
 */
export async function subcategories(page: Page, level: 1 | 2 | 3, id: number | string, listing: Record<string, string | number> = {}): Promise<ApiCategory[]> {
  const response = await page.request.post(`${API_URL}/api/commen/subcategory-list`, { data: { ...listing, catVal: level, subcatID: id } });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { Category: Array<Record<string, unknown>> };
  const [name, count] = (
    {
      1: ['subcat1_name', 'subcatOneCount'],
      2: ['subcat2_name', 'subcatTwoCount'],
      3: ['subcat3_name', 'subcatThreeCount'],
    } as const
  )[level];
  return answer.Category.map((item) => ({ id: item.id as number, name: String(item[name]), count: Number(item[count]) }));
}

/** A branch of the seeded tree that reaches level 4: a top category and one category of each level below it. */
export async function branchToLevelFour(page: Page): Promise<[ApiCategory, ApiCategory, ApiCategory, ApiCategory]> {
  for (const top of await topCategories(page)) {
    for (const one of await subcategories(page, 1, top.id)) {
      for (const two of await subcategories(page, 2, one.id)) {
        const [three] = await subcategories(page, 3, two.id);
        if (three) return [top, one, two, three];
      }
    }
  }
  throw new Error('The seeded category tree has no level 4');
}

/** A count as a category badge shows it in English: '1,234'. */
export const badge = (count: number) => count.toLocaleString('en');

/** A list of category rows shows exactly these categories, in this order, each with its count. */
export async function expectCategories(rows: Locator, categories: ApiCategory[]) {
  await expect(rows).toHaveCount(categories.length);
  await expect(rows.getByTestId('category-name')).toHaveText(categories.map((category) => category.name));
  await expect(rows.getByTestId('category-count')).toHaveText(categories.map((category) => badge(category.count)));
}
