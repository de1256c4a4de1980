import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export const KM_PER_MILE = 1.609344;
const EARTH_RADIUS_KM = 6371.0088;
/** Half the Earth's circumference: no two places are further apart. */
export const MAX_RADIUS_KM = Math.PI * EARTH_RADIUS_KM;

export interface Center {
  latitude: number;
  longitude: number;
}

/**
 * The latitude and longitude ranges that contain every point within radiusKm of
 * the center: the index-friendly first cut before the exact distance. Near a
 * pole, or when the box would span the whole globe, longitude is unbounded;
 * across the antimeridian it comes back as two ranges.
 */
export function boundingBox(center: Center, radiusKm: number): { minLat: number; maxLat: number; lngRanges: Array<[number, number]> } {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const degrees = (angular * 180) / Math.PI;
  const minLat = center.latitude - degrees;
  const maxLat = center.latitude + degrees;
  if (minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: [[-180, 180]] };
  }
  // The widest longitude span at this latitude (Chamberlain and Duquette's bounding circle).
  const deltaLng = (Math.asin(Math.min(1, Math.sin(angular) / Math.cos((center.latitude * Math.PI) / 180))) * 180) / Math.PI;
  const minLng = center.longitude - deltaLng;
  const maxLng = center.longitude + deltaLng;
  if (deltaLng >= 180 || maxLng - minLng >= 360) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  if (minLng < -180) return { minLat, maxLat, lngRanges: [[minLng + 360, 180], [-180, maxLng]] };
  if (maxLng > 180) return { minLat, maxLat, lngRanges: [[minLng, 180], [-180, maxLng - 360]] };
  return { minLat, maxLat, lngRanges: [[minLng, maxLng]] };
}

/**
 * The cities within radiusKm of the center, by great-circle (haversine) distance
 * on their coordinates, with that distance. The bounding box runs on the
 * (latitude, longitude) index of cities (migration 0004); the exact distance is
 * computed only for the cities inside it. Products are located in cities, so a
 * product's distance is its city's.
 */
export async function citiesWithin(db: Kysely<DB>, center: Center, radiusKm: number): Promise<Map<number, number>> {
  const box = boundingBox(center, radiusKm);
  const distance = sql<number>`${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(latitude - ${center.latitude}) / 2), 2) +
      cos(radians(${center.latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${center.longitude}) / 2), 2)
    )))`;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('cities')
        .select(['id', distance.as('km')])
        .where('latitude', '>=', box.minLat)
        .where('latitude', '<=', box.maxLat)
        .where((w) => w.or(box.lngRanges.map(([from, to]) => w.and([w('longitude', '>=', from), w('longitude', '<=', to)]))))
        .as('boxed'),
    )
    .select(['id', 'km'])
    .where('km', '<=', radiusKm)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.km)]));
}
