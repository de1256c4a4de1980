import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NearestPoint } from '../src/lib/nearest-point.js';
import { distanceKm } from '../src/lib/geo.js';
import { ENGINES, device, openTestApp, post, type TestApp } from './test-app.js';

/** Where the API places a visitor by their device's position (user-device, §3 deviceData), and the currency it prices in. */
describe.each(ENGINES)('the place of a position on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  const placeOf = async (latitude: number, longitude: number) => {
    const { status, body } = await post(t.app, '/api/commen/user-device', device(String(latitude), String(longitude)));
    expect(status).toBe(200);
    const data = (body as { deviceData: Record<string, string> }).deviceData;
    return { city: data.city, country: data.country_name, code: data.country_code, currency: data.currency };
  };

  // Capitals whose nearest market city is across a border: their own country is the one that counts.
  it.each([
    ['Dubai', 25.2048, 55.2708, { city: 'Dubai', country: 'United Arab Emirates', code: 'AE', currency: 'AED' }],
    ['Bratislava (Vienna is 55 km away)', 48.1486, 17.1077, { city: 'Bratislava', code: 'SK', currency: 'EUR' }],
    // Uruguay's peso has no rate in the snapshot: its prices are in US dollars, never Argentine pesos.
    ['Montevideo (across the river from Buenos Aires)', -34.9011, -56.1645, { city: 'Montevideo', code: 'UY', currency: 'USD' }],
    ['Doha', 25.2854, 51.531, { city: 'Doha', country: 'Qatar', code: 'QA', currency: 'QAR' }],
    ['Kuwait City (Riyadh the nearest market city)', 29.3759, 47.9774, { city: 'Kuwait City', code: 'KW', currency: 'KWD' }],
  ])('%s is placed in its own country', async (_name, latitude, longitude, expected) => {
    expect(await placeOf(latitude, longitude)).toMatchObject(expected);
  });

  it("a position in a country with market cities is placed in that country's nearest one", async () => {
    // Mississauga, beside Toronto.
    expect(await placeOf(43.589, -79.6441)).toMatchObject({ city: 'Toronto', code: 'CA', currency: 'CAD' });
    // Buffalo, New York: Toronto is nearer than any US market city, but Buffalo is in the United States.
    expect(await placeOf(42.8864, -78.8784)).toMatchObject({ code: 'US', currency: 'USD', city: 'New York' });
    // Madrid itself, as before.
    expect(await placeOf(40.4168, -3.7038)).toMatchObject({ city: 'Madrid', code: 'ES', currency: 'EUR' });
  });

  it('a position asked for again is placed as the first time, its longitude as much as its latitude (the places are remembered by position)', async () => {
    const madrid = { city: 'Madrid', code: 'ES', currency: 'EUR' };
    expect(await placeOf(40.4168, -3.7038)).toMatchObject(madrid);
    // The same latitude, off New Jersey's coast.
    expect(await placeOf(40.4168, -74.0)).toMatchObject({ code: 'US', currency: 'USD' });
    expect(await placeOf(40.4168, -3.7038)).toMatchObject(madrid);
  });

  it('no position places the visitor in India (§9)', async () => {
    const { body } = await post(t.app, '/api/commen/user-device', device('', ''));
    expect((body as { deviceData: Record<string, string> }).deviceData.country_code).toBe('IN');
  });
});

describe('the nearest of many points', () => {
  it('is the one a full scan finds, anywhere on the globe', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const points = Array.from({ length: 2000 }, (_, id) => ({ id, latitude: random() * 180 - 90, longitude: random() * 360 - 180 }));
    const index = new NearestPoint(points);
    for (let i = 0; i < 300; i++) {
      const latitude = random() * 180 - 90;
      const longitude = random() * 360 - 180;
      const scan = Math.min(...points.map((point) => distanceKm(latitude, longitude, point.latitude, point.longitude)));
      const found = index.nearest(latitude, longitude)!;
      expect(distanceKm(latitude, longitude, found.latitude, found.longitude)).toBeCloseTo(scan, 9);
    }
    // Near a pole and across the date line.
    const few = new NearestPoint([{ latitude: 89.9, longitude: 179.9 }, { latitude: 10, longitude: 0 }]);
    expect(few.nearest(89.5, -179.9)).toEqual({ latitude: 89.9, longitude: 179.9 });
    expect(new NearestPoint([]).nearest(0, 0)).toBeUndefined();
  });
});
