import {
  afterLoadWhenIdle,
  detectBrowserAndOs,
  getQueryClient,
  getUserToken,
  isSuccess,
  needsDeviceUpdate,
  postSiteView,
  postUserDevice,
  saveDevice,
  storage,
  storageKeys,
} from '@gbx/shared';

const POSITION_TIMEOUT_MS = 8000;

export interface Position {
  latitude: string;
  longitude: string;
}

/** The browser's position, or '' for both when denied or unavailable: the API then answers for the default country (§9). */
export function readPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Position> {
  return new Promise((resolve) => {
    const unknown = { latitude: '', longitude: '' };
    if (!geolocation) return resolve(unknown);
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          // Four decimals (about 11 m) so jitter between page loads is not a "changed position".
          latitude: position.coords.latitude.toFixed(4),
          longitude: position.coords.longitude.toFixed(4),
        }),
      () => resolve(unknown),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 10 * 60 * 1000 },
    );
  });
}

/** The anonymous API token, fetched once and stored as csa; other answers are ignored (§8). */
async function ensureToken(): Promise<void> {
  if (storage.get(storageKeys.csa)) return;
  const answer = await getUserToken();
  if (isSuccess(answer.status) && answer.token) storage.set(storageKeys.csa, answer.token);
}

/**
 * First-load set-up of §4: token, position, device registration. With no stored
 * device, or when the position changed, the device is registered again. §4 then
 * reloads the page so that every area starts from the new location; we get the
 * same effect without a second document load: saveDevice announces the new
 * device on the bus, and the page's query cache loads again, in place, whatever
 * is on screen (shared/src/data/query-client.ts). A failure is logged and
 * otherwise ignored (§8): the page keeps working with what it has.
 */
export async function setUpDevice(): Promise<void> {
  await registerDevice();
  await untilLoadsSettle();
  // Marks the page as set up, showing what the device's place brings: what waits for a settled page (the e2e tests) reads it.
  document.documentElement.dataset.deviceReady = '1';
}

/** Resolves when no query of the page is loading (the ones a new device started included). */
function untilLoadsSettle(): Promise<void> {
  const client = getQueryClient();
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}

async function registerDevice(): Promise<void> {
  try {
    await ensureToken();
  } catch (error) {
    console.warn('[gbx] user-token failed', error);
  }
  const position = await readPosition();
  if (!needsDeviceUpdate(position.latitude, position.longitude)) {
    // It only refreshes what the language switch offers: it waits for the loaded
    // page and a quiet moment, so it never shares a phone's bandwidth with the
    // files and data of the page's first paint.
    afterLoadWhenIdle(refreshSiteLanguage);
    return;
  }
  try {
    const detected = detectBrowserAndOs(navigator.userAgent);
    const answer = await postUserDevice({ ...detected, ...position });
    if (isSuccess(answer.status) && answer.deviceData) saveDevice({ ...detected, ...position }, answer.deviceData);
  } catch (error) {
    console.warn('[gbx] user-device failed', error);
  }
}

/** site-view (§7): the language of the visitor's site, kept for the language switch. */
function refreshSiteLanguage() {
  postSiteView()
    .then((answer) => {
      if (answer.languagesCode) storage.set(storageKeys.countryLanguage, answer.languagesCode);
      if (answer.languagesName) storage.set(storageKeys.languageName, answer.languagesName);
    })
    .catch((error: unknown) => console.warn('[gbx] site-view failed', error));
}
