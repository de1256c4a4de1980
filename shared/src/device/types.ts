/**
 * The device context that most calls carry (§3), exactly as it goes on the wire.
 * Coordinates stay strings because that is how they are stored and sent.
 */
export interface DeviceContext {
  devicetype: 'WEB';
  deviceos: string;
  devicebrowser: string;
  latitude: string;
  longitude: string;
  /** JSON of the device record the server returned, '' before the first registration. */
  userdevice: string;
}

/** The device record the server returns from /api/commen/user-device (§3). */
export interface DeviceRecord {
  languages_name: string;
  languages_code: string;
  api_type: string;
}

/** What the browser itself can tell about the device, before the server is asked. */
export interface DetectedDevice {
  deviceos: string;
  devicebrowser: string;
}
