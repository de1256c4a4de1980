import { Type, type TLiteral, type TSchema, type TUnion } from 'typebox';
import { MARKET_SEGMENTS } from '../rules/market.js';
import { SORT_CODES } from '../rules/sorts.js';

/*
 * Pieces every call shares. Requests: fields the spec marks optional stay
 * optional and unknown extra fields are tolerated (the client sends context not
 * every call reads); every field that is read is typed and bounded. Answers:
 * every field the API sends is declared, exactly (a response schema drops what
 * it does not declare, and the API's drift test refuses both ways).
 */

/** Status strings of §9: '1' success, '0' failure. */
export const Success = Type.Literal('1');
export const Failure = Type.Literal('0');

export const text = (description?: string) => Type.String(description ? { description } : {});
export const number = (description?: string) => Type.Number(description ? { description } : {});
export const integer = (description?: string) => Type.Integer(description ? { description } : {});
export const flag = (description?: string) => Type.Boolean(description ? { description } : {});
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a list of strings (a tuple of literal schemas, so that its static type is the union of the strings). */
export function literals<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  return Type.Union(values.map((value) => Type.Literal(value)), options) as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
}

/** One broken rule: the field (a §3 name, or the path of a bad value) and its message. */
export const FieldError = Type.Object({ field: Type.Optional(text()), msg: text() });

/** The error answer of every call: `{ status: '0', msg }`, plus `errors` for invalid input (4xx, 5xx). */
export const ErrorReply = Type.Object({
  status: Failure,
  msg: text(),
  errors: Type.Optional(Type.Array(FieldError)),
});

/** A refusal of a form or an action, answered with HTTP 200 (§4, §8: the server's msg is shown). */
export const Refusal = Type.Object({ status: Failure, msg: text() });

/** Coordinates travel as strings (§3) but a number is accepted too. */
const Coordinate = Type.Union([Type.String({ maxLength: 32 }), Type.Number()]);

/** The device context most calls carry (§3), and the stored userdata. */
export const DeviceContextFields = {
  devicetype: Type.Optional(Type.String({ maxLength: 20, description: "Always 'WEB' (§9)" })),
  deviceos: Type.Optional(Type.String({ maxLength: 100 })),
  devicebrowser: Type.Optional(Type.String({ maxLength: 100 })),
  latitude: Type.Optional(Coordinate),
  longitude: Type.Optional(Coordinate),
  userdevice: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON of the stored device record' })),
  userdata: Type.Optional(Type.String({ maxLength: 4000, description: 'Stored user reference; identity comes from the session, never from this field' })),
};
export const DeviceContext = Type.Object(DeviceContextFields);

/** Ids arrive as numbers from some pages and strings from others. */
/**
 * A whole number from 0 to 2147483647 (PostgreSQL's integer) written as digits:
 * a larger id cannot name a row, and the database would refuse to compare it
 * (22003 out of range), so it is a 400 at the door.
 */
export const INT4_DIGITS =
  '^(?:[0-9]{1,9}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

export const WireId = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: INT4_DIGITS })]);

/** The level whose children are asked for: 1, 2 or 3 (§7 catVal). */
export const SubcategoryLevel = Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.String({ pattern: '^[1-3]$' })]);

/** Category filter of the listings: '' for none, else a level (1 to 4) and an id. */
export const CategoryFilterFields = {
  catVal: Type.Optional(Type.Union([Type.Literal(''), Type.Integer({ minimum: 1, maximum: 4 }), Type.String({ pattern: '^[1-4]$' })])),
  subcatID: Type.Optional(Type.Union([Type.Literal(''), WireId])),
};

export const MarketSegment = literals(MARKET_SEGMENTS);

/** A listing offset: 12 x (page - 1) (§9). */
export const Offset = Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.String({ pattern: '^[0-9]{1,8}$' })]);

/** The fields every listing call sends (§7). */
export const ListQueryFields = {
  sort_by: Type.Optional(Type.String({ maxLength: 40, description: `${SORT_CODES.join(', ')} (any case); '' or anything else: newest first (relevance with a keyword)` })),
  search_data: Type.Optional(Type.String({ maxLength: 200, description: "Keyword; '' for none" })),
  market_segment: Type.Optional(Type.Union([Type.Literal(''), MarketSegment])),
  offset: Type.Optional(Offset),
};

/** A product by its GBXProductID (GBX00000042). */
export const GbxProductId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'The GBXProductID' });
