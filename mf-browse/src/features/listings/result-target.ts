import { MARKET_SEGMENTS, PLACE_FIELDS, type MarketSegment, type PlaceKind, type ProductListLocationInput } from '@gbx/shared';

/**
 * What /product-result/{name} lists (§2.1, §2.7): the products of a market
 * segment, or of a place (a city, postal code, state or country).
 */
export type ResultTarget =
  | { kind: 'segment'; segment: MarketSegment }
  | {
      kind: 'place';
      /** The place as the address names it. */
      name: string;
      /** What the place is, when the router state or the address says so. */
      placeKind?: PlaceKind;
      /** ISO2 of its country, when known. */
      code?: string;
    };

const PLACE_KINDS = Object.keys(PLACE_FIELDS) as PlaceKind[];

const isPlaceKind = (value: unknown): value is PlaceKind => typeof value === 'string' && (PLACE_KINDS as string[]).includes(value);
const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value);

function segmentNamed(name: string): MarketSegment | undefined {
  const upper = name.trim().toUpperCase();
  return MARKET_SEGMENTS.find((segment) => segment === upper);
}

/**
 * The target of the page, from its address alone (§2.1: a link, a bookmark, a
 * reload and the server's render show the same page): a segment's name is
 * that segment; else a place, whose kind and country code the address says
 * (?condition=postal&code=FR, written by every link to it, destinations in
 * @gbx/shared); without them (a typed or shortened address) the name alone
 * goes to the API, which resolves it (a postal code, a country, a city, then
 * a state). The §2.1 router state a link also sends says nothing more.
 */
export function resultTarget(name: string, search: URLSearchParams): ResultTarget {
  const segment = segmentNamed(name);
  if (segment) return { kind: 'segment', segment };
  const kind = search.get('condition');
  return place(name, isPlaceKind(kind) ? kind : undefined, search.get('code'));
}

function place(name: string, placeKind: PlaceKind | undefined, code: unknown): ResultTarget {
  return { kind: 'place', name, ...(placeKind ? { placeKind } : {}), ...(isCountryCode(code) ? { code: code.toUpperCase() } : {}) };
}

type PlaceTarget = Extract<ResultTarget, { kind: 'place' }>;

/** The place fields of product-list-location (§7): the place's own field when its kind is known, the name and the code. */
export function placeFields(target: PlaceTarget): Pick<ProductListLocationInput, 'cityname' | 'statename' | 'postalname' | 'countryname' | 'name' | 'code'> {
  return {
    ...(target.placeKind ? { [PLACE_FIELDS[target.placeKind]]: target.name } : {}),
    name: target.name,
    ...(target.code ? { code: target.code } : {}),
  };
}

/**
 * What the page writes into every address it makes (the pager's links, a new
 * sort), so that page 2 of a postal code is still that postal code: the pager's
 * links carry no router state.
 */
export function placeSearchParams(target: ResultTarget): Record<string, string> {
  if (target.kind !== 'place') return {};
  return { ...(target.placeKind ? { condition: target.placeKind } : {}), ...(target.code ? { code: target.code } : {}) };
}
