import { Type } from 'typebox';
import { DeviceContext, DeviceContextFields, Success, text } from './common.js';

export const UserTokenReply = Type.Object({ status: Success, token: text("The anonymous API token ('csa'); later calls send it as Authorization: Bearer") });

/** POST /api/commen/user-device: the fresh detection. */
export const UserDeviceRequest = Type.Object({
  ...DeviceContextFields,
  devicetype: Type.String({ minLength: 1, maxLength: 20 }),
  deviceos: Type.String({ maxLength: 100 }),
  devicebrowser: Type.String({ maxLength: 100 }),
});

/** The device record of §3 (languages_name, languages_code, api_type) and, our addition, the place the coordinates resolved to. */
export const DeviceRecord = Type.Object({
  languages_name: text(),
  languages_code: text(),
  api_type: text("'WEB'"),
  city: text(),
  state: text(),
  postal_code: text(),
  country_code: text(),
  country_name: text(),
  currency: text("The buyer's currency"),
});
export const UserDeviceReply = Type.Object({ status: Success, deviceData: DeviceRecord });

export const SiteViewRequest = DeviceContext;
export const SiteViewReply = Type.Object({ status: Success, languagesCode: text(), languagesName: text() });

/** The consent (AGREE) with the language at the time; the field name `language` is our design (§7 says "language"). */
export const CookiesConditionRequest = Type.Object({ ...DeviceContextFields, language: Type.String({ minLength: 1, maxLength: 20 }) });
/** §7: response not shown; ours is the usual status and message. */
export const CookiesConditionReply = Type.Object({ status: Success, msg: text() });
