import { bus } from '../bus/bus';
import { DEVICE_TYPE } from '../constants';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { getDeviceContext } from './stored-device';
import type { DetectedDevice, DeviceContext, DeviceRecord } from './types';

export interface DevicePosition {
  latitude: string | number;
  longitude: string | number;
}

/**
 * Stores a device registration (§3, §4): what the browser detected, the position
 * it was registered at, and the server's device record (as userdevice JSON, plus
 * its language and api_type under their own keys). Updates `bus.device` and
 * returns the new context. Called after /api/commen/user-device answers '1'.
 */
export function saveDevice(detected: DetectedDevice & DevicePosition, record: DeviceRecord): DeviceContext {
  storage.set(storageKeys.devicetype, DEVICE_TYPE);
  storage.set(storageKeys.deviceos, detected.deviceos);
  storage.set(storageKeys.devicebrowser, detected.devicebrowser);
  storage.set(storageKeys.latitude, String(detected.latitude));
  storage.set(storageKeys.longitude, String(detected.longitude));
  storage.setJson(storageKeys.userdevice, record);
  storage.set(storageKeys.languageName, record.languages_name);
  storage.set(storageKeys.countryLanguage, record.languages_code);
  storage.set(storageKeys.api_type, record.api_type);

  const context = getDeviceContext();
  bus.setDevice(context);
  return context;
}
