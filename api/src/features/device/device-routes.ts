import { calls } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { parseCoordinate } from '../../lib/geo.js';
import { bearerToken, hashToken, newToken } from '../../lib/tokens.js';

/** The anonymous token, the device record, the consent and the header's language (§7). */
export function registerDeviceRoutes(app: App, { db, directory }: Services): void {
  app.get(calls.userToken.path, {
    schema: { ...contractSchema(calls.userToken), tags: ['device'], summary: "Issues the anonymous API token ('csa'); later calls send it as Authorization: Bearer" },
  }, async () => {
    // Nothing is written: a row per call let anyone fill the database (issue 17, finding 9),
    // and no call looks tokens up. Its hash is kept with the device it registers (user-device).
    return { status: '1' as const, token: newToken() };
  });

  app.post(calls.userDevice.path, {
    schema: {
      ...contractSchema(calls.userDevice),
      tags: ['device'],
      summary: "Records the device and resolves its place: the country of the nearest city to latitude/longitude, and that country's nearest market city (or the nearest city, in a country with none; default country IN)",
    },
  }, async (request) => {
    const body = request.body;
    const buyer = directory.buyer(body.latitude, body.longitude);
    const token = bearerToken(request.headers.authorization);
    await db.insertInto('devices').values({
      token_hash: token ? hashToken(token) : null,
      devicetype: body.devicetype,
      deviceos: body.deviceos,
      devicebrowser: body.devicebrowser,
      latitude: parseCoordinate(body.latitude, 90),
      longitude: parseCoordinate(body.longitude, 180),
      city_id: buyer.place.cityId,
      country: buyer.country.iso2,
    }).execute();
    return {
      status: '1' as const,
      deviceData: {
        languages_name: buyer.country.languageName,
        languages_code: buyer.country.languageCode,
        api_type: 'WEB',
        // Beyond §3's three fields: the place the coordinates resolved to.
        city: buyer.place.city,
        state: buyer.place.state,
        postal_code: buyer.place.postalCode,
        country_code: buyer.country.iso2,
        country_name: buyer.country.name,
        currency: buyer.currency,
      },
    };
  });

  app.post(calls.siteView.path, {
    schema: { ...contractSchema(calls.siteView), tags: ['device'], summary: "The visitor's country language for the language switch" },
  }, async (request) => {
    const buyer = directory.buyer(request.body.latitude, request.body.longitude);
    return { status: '1' as const, languagesCode: buyer.country.languageCode, languagesName: buyer.country.languageName };
  });

  app.post(calls.cookiesCondition.path, {
    schema: { ...contractSchema(calls.cookiesCondition), tags: ['device'], summary: 'Records the cookie and privacy consent (AGREE)' },
  }, async (request) => {
    const { language, ...device } = request.body;
    const buyer = directory.buyer(device.latitude, device.longitude);
    const token = bearerToken(request.headers.authorization);
    // userdata is not identity (§ARCHITECTURE): it is not stored with the consent.
    const { userdata: _ignored, ...context } = device;
    await db.insertInto('consents').values({
      token_hash: token ? hashToken(token) : null,
      language,
      device: JSON.stringify(context),
      country: buyer.country.iso2,
    }).execute();
    return { status: '1' as const, msg: 'Consent recorded' };
  });
}
