import { distanceKm } from './geo.js';

export interface Located {
  latitude: number;
  longitude: number;
}

/** Kilometres of one degree of latitude (the Earth's mean radius): no two points of bands n degrees apart are closer than (n - 1) of these. */
const KM_PER_DEGREE = 111.19;

/**
 * The nearest of many points (every city of the world, ~45,000) to a
 * position, without measuring the distance to each: the points are kept in
 * bands of one degree of latitude, and the search widens band by band from
 * the position's own until no point of a further band can be nearer than the
 * nearest found. Exact, whatever the longitude (a band spans the whole globe).
 */
export class NearestPoint<T extends Located> {
  private readonly bands = new Map<number, T[]>();

  constructor(points: Iterable<T>) {
    for (const point of points) {
      const band = Math.floor(point.latitude);
      const list = this.bands.get(band);
      if (list) list.push(point);
      else this.bands.set(band, [point]);
    }
  }

  nearest(latitude: number, longitude: number): T | undefined {
    const home = Math.floor(latitude);
    let best: T | undefined;
    let bestKm = Infinity;
    for (let step = 0; home - step >= -91 || home + step <= 90; step++) {
      // Bands `step` away are at least (step - 1) degrees of latitude from the position.
      if (best && (step - 1) * KM_PER_DEGREE > bestKm) break;
      for (const band of step === 0 ? [home] : [home - step, home + step]) {
        for (const point of this.bands.get(band) ?? []) {
          const km = distanceKm(latitude, longitude, point.latitude, point.longitude);
          if (km < bestKm) {
            bestKm = km;
            best = point;
          }
        }
      }
    }
    return best;
  }
}
