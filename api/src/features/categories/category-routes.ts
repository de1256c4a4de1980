import { calls } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { subcategoryItem } from './subcategory-item.js';

export function registerCategoryRoutes(app: App, { db }: Services): void {
  app.get(calls.categoryList.path, {
    schema: { ...contractSchema(calls.categoryList), tags: ['categories'], summary: 'The 14 top-level categories with product counts: { Category: [{ id, category_name, Count }] }' },
  }, async () => {
    const rows = await db.selectFrom('categories').select(['id', 'name', 'product_count']).where('level', '=', 1).orderBy('name').execute();
    return { Category: rows.map((row) => ({ id: row.id, category_name: row.name, Count: row.product_count })) };
  });

  app.post(calls.subcategoryList.path, {
    schema: {
      ...contractSchema(calls.subcategoryList),
      tags: ['categories'],
      summary: 'The children of category subcatID, which is at level catVal (1, 2 or 3)',
      description: 'catVal 1 answers { id, subcat1_name, subcatOneCount }, 2 answers subcat2_name/subcatTwoCount, 3 answers subcat3_name/subcatThreeCount. An unknown id answers an empty list.',
    },
  }, async (request) => {
    const level = Number(request.body.catVal) as 1 | 2 | 3;
    const rows = await db
      .selectFrom('categories as child')
      .innerJoin('categories as parent', 'parent.id', 'child.parent_id')
      .select(['child.id', 'child.name', 'child.product_count'])
      .where('parent.id', '=', Number(request.body.subcatID))
      .where('parent.level', '=', level)
      .orderBy('child.name')
      .execute();
    return { Category: rows.map((row) => subcategoryItem(level, row.id, row.name, row.product_count)) };
  });
}
