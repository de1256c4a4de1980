import { destinations, type Destination, type LandingCityResponse, type LandingProvinceResponse, type PlaceKind } from '@gbx/shared';

/** What a tile counts, and so where it leads: the product or the vendor results of the place. */
export type PlaceUnit = 'products' | 'vendors';
type LandingPlaceKind = Extract<PlaceKind, 'city' | 'postal' | 'state'>;

/** One 'Products LOCATED in' or 'Vendors LOCATED in' tile of a location landing (§2.5). */
export interface PlaceTile {
  id: `${LandingPlaceKind}-${PlaceUnit}`;
  kind: LandingPlaceKind;
  unit: PlaceUnit;
  /** The place: undefined while the answer loads, null when the answer names none. */
  name: string | null | undefined;
  /** undefined while loading, null ('--') when there is no place to count in. */
  count: number | null | undefined;
  /** The §2.1 result page with the place as router state; none without a place. */
  destination?: Destination;
}

interface Counted {
  name: string;
  code: string;
  count: number;
}

function placeTile(kind: LandingPlaceKind, unit: PlaceUnit, counted: Counted | undefined): PlaceTile {
  const id = `${kind}-${unit}` as const;
  if (!counted) return { id, kind, unit, name: undefined, count: undefined };
  const name = counted.name.trim();
  // A place the server could not name has no result page: the tile says '--' and leads nowhere.
  if (!name) return { id, kind, unit, name: null, count: null };
  const place = { kind, name, code: counted.code };
  return { id, kind, unit, name, count: counted.count, destination: unit === 'products' ? destinations.productsIn(place) : destinations.vendorsIn(place) };
}

/** /landing-shop: products and vendors located in the city, then in the postal code. */
export function cityTiles(answer: LandingCityResponse | undefined): PlaceTile[] {
  const code = answer?.countryCode ?? '';
  const at = (name: string | undefined, count: number | undefined) => (answer ? { name: name ?? '', code, count: count ?? 0 } : undefined);
  return [
    placeTile('city', 'products', at(answer?.city, answer?.CityProductCount)),
    placeTile('city', 'vendors', at(answer?.city, answer?.CityVendorCount)),
    placeTile('postal', 'products', at(answer?.PostalCode, answer?.PostalCodeProductCount)),
    placeTile('postal', 'vendors', at(answer?.PostalCode, answer?.PostalCodeVendorCount)),
  ];
}

/** /landing-province: products and vendors located in the state or province, both passing its name (statename). */
export function provinceTiles(answer: LandingProvinceResponse | undefined): PlaceTile[] {
  const code = answer?.countryCode ?? '';
  const at = (count: number | undefined) => (answer ? { name: answer.state ?? '', code, count: count ?? 0 } : undefined);
  return [placeTile('state', 'products', at(answer?.ProvinceStateProductCount)), placeTile('state', 'vendors', at(answer?.ProvinceStateVendorCount))];
}
