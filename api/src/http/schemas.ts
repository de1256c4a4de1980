import { Type, type Static } from 'typebox';

/**
 * Schema pieces every call shares. Fields the spec marks optional stay optional,
 * and unknown extra fields are tolerated (the client sends context not every call
 * reads); every field that is read is typed and bounded.
 */

/** Coordinates travel as strings (§3) but a number is accepted too. */
const Coordinate = Type.Union([Type.String({ maxLength: 32 }), Type.Number()]);

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
export type DeviceContextBody = Static<typeof DeviceContext>;

/** Ids arrive as numbers from some pages and strings from others. */
export const WireId = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ pattern: '^[0-9]{1,10}$' })]);

/** Category filter of the listings: '' for none, else a level (1 to 4) and an id. */
export const CategoryFilterFields = {
  catVal: Type.Optional(Type.Union([Type.Literal(''), Type.Integer({ minimum: 1, maximum: 4 }), Type.String({ pattern: '^[1-4]$' })])),
  subcatID: Type.Optional(Type.Union([Type.Literal(''), WireId])),
};

export const MARKET_SEGMENTS = ['B2B', 'B2C', 'B2G', 'M2B', 'M2C', 'M2G', 'G2G', 'G2B', 'C2C'] as const;

export const ListQueryFields = {
  sort_by: Type.Optional(Type.String({ maxLength: 40, description: "Low, High, A, Z, View, Bestsellers, DiscountedStatus; '' or anything else: newest first (relevance with a keyword)" })),
  search_data: Type.Optional(Type.String({ maxLength: 200, description: "Keyword; '' for none" })),
  market_segment: Type.Optional(Type.Union([Type.Literal(''), ...MARKET_SEGMENTS.map((segment) => Type.Literal(segment))])),
  offset: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.String({ pattern: '^[0-9]{1,8}$' })])),
};

/** Error answer of every call (§9 status strings). */
export const ErrorReply = Type.Object({
  status: Type.Literal('0'),
  msg: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ msg: Type.String(), field: Type.Optional(Type.String()) }))),
});
