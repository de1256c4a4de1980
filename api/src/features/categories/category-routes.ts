import { Type } from 'typebox';
import type { App, Services } from '../../http/app-types.js';
import { WireId } from '../../http/schemas.js';

/** Field names of each level's items (§3): level 2 items are "subcat1", and so on. */
const LEVEL_FIELDS = {
  2: ['subcat1_name', 'subcatOneCount'],
  3: ['subcat2_name', 'subcatTwoCount'],
  4: ['subcat3_name', 'subcatThreeCount'],
} as const;

export function registerCategoryRoutes(app: App, { db }: Services): void {
  app.get('/api/commen/category-list', {
    schema: { tags: ['categories'], summary: 'The 14 top-level categories with product counts: { Category: [{ id, category_name, Count }] }' },
  }, async () => {
    const rows = await db.selectFrom('categories').select(['id', 'name', 'product_count']).where('level', '=', 1).orderBy('name').execute();
    return { Category: rows.map((row) => ({ id: row.id, category_name: row.name, Count: row.product_count })) };
  });

  app.post('/api/commen/subcategory-list', {
    schema: {
      tags: ['categories'],
      summary: 'The children of category subcatID, which is at level catVal (1, 2 or 3)',
      description: 'catVal 1 answers { id, subcat1_name, subcatOneCount }, 2 answers subcat2_name/subcatTwoCount, 3 answers subcat3_name/subcatThreeCount. An unknown id answers an empty list.',
      body: Type.Object({
        catVal: Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.String({ pattern: '^[1-3]$' })]),
        subcatID: WireId,
      }),
    },
  }, async (request) => {
    const level = Number(request.body.catVal) as 1 | 2 | 3;
    const childLevel = (level + 1) as 2 | 3 | 4;
    const [nameField, countField] = LEVEL_FIELDS[childLevel];
    const rows = await db
      .selectFrom('categories as child')
      .innerJoin('categories as parent', 'parent.id', 'child.parent_id')
      .select(['child.id', 'child.name', 'child.product_count'])
      .where('parent.id', '=', Number(request.body.subcatID))
      .where('parent.level', '=', level)
      .orderBy('child.name')
      .execute();
    return { Category: rows.map((row) => ({ id: row.id, [nameField]: row.name, [countField]: row.product_count })) };
  });
}
