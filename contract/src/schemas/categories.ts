import { Type } from 'typebox';
import { SubcategoryLevel, WireId, number, text } from './common.js';

/** Category tree (§3): each level names its fields its own way; answers wrap them in a Category list. */
export const CategoryItem = Type.Object({ id: Type.Integer(), category_name: text(), Count: number() });
export const SubcategoryOneItem = Type.Object({ id: Type.Integer(), subcat1_name: text(), subcatOneCount: number() });
export const SubcategoryTwoItem = Type.Object({ id: Type.Integer(), subcat2_name: text(), subcatTwoCount: number() });
export const SubcategoryThreeItem = Type.Object({ id: Type.Integer(), subcat3_name: text(), subcatThreeCount: number() });
/** The next level down: level 1 items for catVal 1, and so on. */
export const SubcategoryItem = Type.Union([SubcategoryOneItem, SubcategoryTwoItem, SubcategoryThreeItem]);

export const CategoryListReply = Type.Object({ Category: Type.Array(CategoryItem) });

export const SubcategoryListRequest = Type.Object({ catVal: SubcategoryLevel, subcatID: WireId });
export const SubcategoryListReply = Type.Object({ Category: Type.Array(SubcategoryItem) });
