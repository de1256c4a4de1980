import { Type } from 'typebox';
import { DeviceContextFields, ListQueryFields, MarketSegment, Offset, Success, number, text } from './common.js';
import { ProductListItem } from './products.js';

/**
 * The advanced-search state (§2.10, §3 "Advanced search request"). Every field
 * is optional: the quick filters send only a few. Text inputs (prices, radius,
 * dates) arrive as strings and are checked by the API, which names the field
 * when one is wrong. The product-option, shipping and pickup flag names are not
 * shown in the spec: ours.
 */

/** A checkbox or radio: 1 / '1' / true is on; 0, '0', '', false or absent is off. */
const Flag = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1'), Type.Literal(''), Type.Boolean()]);
const Text = (maxLength: number, description?: string) => Type.String(description ? { maxLength, description } : { maxLength });
/** A category of one level: its id, its name, or '' for none. */
const CategoryChoice = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ maxLength: 100 })]);
/**
 * A number, or the text typed in the form. One schema type of the two, not a union of schemas: with the API's type
 * coercion a union would turn '0x10' or '1e5' into a number before the form's rules (which refuse them) see the text.
 */
const AmountOrText = (description: string) =>
  Type.Unsafe<number | string>({ type: ['number', 'string'], minimum: 0, maxLength: 20, description });
const Stars = Type.Union([Type.Literal(''), Type.Integer({ minimum: 1, maximum: 5 }), Type.String({ pattern: '^[1-5]?$' })]);

export const AdvanceSearchRequest = Type.Object({
  ...DeviceContextFields,
  keyword: Type.Optional(Text(200, 'Words of title, description, vendor or category (full text, and typo-tolerant on titles)')),
  city: Type.Optional(Text(200, 'A city: "Mumbai" or the autocomplete value "Mumbai, Mahārāshtra, India". The proximity center when radiuscity is 1')),
  citydata: Type.Optional(Text(200, 'What was typed in the location field; used when city is empty, and read as a postal code when radiuspostalcode is 1')),
  vendor: Type.Optional(Text(160, 'Vendor name (every word, case-insensitive) or CompanyURL')),
  productid: Type.Optional(Text(40, 'A GBXProductID (GBX00000042) or its number (42)')),
  radiuscity: Type.Optional(Flag),
  radiuspostalcode: Type.Optional(Flag),
  radiusUnit: Type.Optional(Type.String({ pattern: '^([Kk][Mm][Ss]?|[Mm][Ii][Ll][Ee][Ss]?|[Mm][Ii])?$', description: "'km' (default) or 'miles'" })),
  radiuswithin: Type.Optional(AmountOrText('The radius, a positive number in radiusUnit')),
  category: Type.Optional(CategoryChoice),
  subcategoryone: Type.Optional(CategoryChoice),
  subcategorytwo: Type.Optional(CategoryChoice),
  subcategorythree: Type.Optional(CategoryChoice),
  marketsegments: Type.Optional(Type.Union([Type.Array(MarketSegment, { maxItems: 12 }), Type.Literal('')])),
  newproduct: Type.Optional(Flag),
  usedproduct: Type.Optional(Flag),
  refurbishedproduct: Type.Optional(Flag),
  genuineproduct: Type.Optional(Flag),
  replicaproduct: Type.Optional(Flag),
  volumediscount: Type.Optional(Flag),
  age: Type.Optional(Type.Union([Type.Literal(''), Type.Integer({ minimum: 1, maximum: 21 }), Type.String({ pattern: '^(0?[1-9]|1[0-9]|2[01])$' })])),
  shippingrequired: Type.Optional(Flag),
  pickupavailable: Type.Optional(Flag),
  productdownload: Type.Optional(Flag),
  productscountry: Type.Optional(Text(100, 'Products located in this country: ISO2 code or name')),
  pricingmin: Type.Optional(AmountOrText('Minimum US dollar price')),
  pricingmax: Type.Optional(AmountOrText('Maximum US dollar price')),
  productrating: Type.Optional(Stars),
  vendorrating: Type.Optional(Stars),
  datepostedafter: Type.Optional(Text(40, 'YYYY-MM-DD: posted on or after this day (UTC)')),
  datepostedbefore: Type.Optional(Text(40, 'YYYY-MM-DD: posted on or before this day (UTC)')),
  limit: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 60 }), Type.String({ pattern: '^([1-9]|[1-5][0-9]|60)$' })])),
  offset: Type.Optional(Offset),
  // The listings' own sort_by (its codes written once, there): a chosen sort also orders a quick search's results.
  sort_by: ListQueryFields.sort_by,
  lasthours: Type.Optional(Flag),
  lastdays: Type.Optional(Flag),
  bestselling: Type.Optional(Flag),
  mostwishlisted: Type.Optional(Flag),
  clicksearch: Type.Optional(Flag),
});

/** One applied filter, for the "chosen filters" line. */
export const AppliedFilter = Type.Object({ field: text('The request field'), label: text(), value: text() });

/** §7: "results; shape not shown". Ours: the listing page, the page size and offset used, the filters applied. */
export const AdvanceSearchReply = Type.Object({
  status: Success,
  product_list: Type.Array(ProductListItem, { description: 'With a radius every item also has Distance and DistanceUnit' }),
  product_count: number(),
  limit: number(),
  offset: number(),
  filters: Type.Array(AppliedFilter),
  msg: Type.Optional(text('Only when a filter names nothing known (an unknown city, postal code or category): the list is then empty')),
});
