import { Type } from 'typebox';
import { MarketSegment, SubcategoryLevel, WireId, number, text } from './common.js';
import { PlaceFields } from './places-search.js';
import { Switch } from './products.js';

/** Category tree (§3): each level names its fields its own way; answers wrap them in a Category list. */
export const CategoryItem = Type.Object({ id: Type.Integer(), category_name: text(), Count: number() });
export const SubcategoryOneItem = Type.Object({ id: Type.Integer(), subcat1_name: text(), subcatOneCount: number() });
export const SubcategoryTwoItem = Type.Object({ id: Type.Integer(), subcat2_name: text(), subcatTwoCount: number() });
export const SubcategoryThreeItem = Type.Object({ id: Type.Integer(), subcat3_name: text(), subcatThreeCount: number() });
/** The next level down: level 1 items for catVal 1, and so on. */
export const SubcategoryItem = Type.Union([SubcategoryOneItem, SubcategoryTwoItem, SubcategoryThreeItem]);

export const CategoryListReply = Type.Object({ Category: Type.Array(CategoryItem) });

/**
 * Our design: the listing a category dialog belongs to, with the same names
 * the listing calls send (product-list, product-list-location). With any of
 * them (a keyword, a segment, deals, a place, a vendor's store...), the counts are the listing's products in each category, which is what
 * choosing that category shows on that page, and only categories holding some
 * are listed; with none, the whole marketplace's (§7).
 */
export const CategoryScopeFields = {
  search_data: Type.Optional(Type.String({ maxLength: 200, description: "The listing's keyword (corrected like the listing's)" })),
  market_segment: Type.Optional(Type.Union([Type.Literal(''), MarketSegment])),
  discounted_product: Type.Optional(Switch),
  featured_product: Type.Optional(Switch),
  available_country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$', description: 'ISO2: what can be bought in that country' })),
  vendordata: Type.Optional(Type.String({ maxLength: 200, description: "A vendor's CompanyURL: its store's products" })),
  ...PlaceFields,
};
export const CategoryScope = Type.Object(CategoryScopeFields);

export const SubcategoryListRequest = Type.Object({ catVal: SubcategoryLevel, subcatID: WireId, ...CategoryScopeFields });
export const SubcategoryListReply = Type.Object({ Category: Type.Array(SubcategoryItem) });
