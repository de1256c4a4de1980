import { DEVICE_TYPE } from '../constants';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import type { DeviceContext, DeviceRecord } from './types';

/**
 * The device context to send with a call, read from storage at call time so that
 * every area sends what the last device registration stored. Missing values are
 * sent as '' (the server treats them as unknown) rather than left out.
 */
export function getDeviceContext(): DeviceContext {
  return {
    devicetype: DEVICE_TYPE,
    deviceos: storage.get(storageKeys.deviceos) ?? '',
    devicebrowser: storage.get(storageKeys.devicebrowser) ?? '',
    latitude: storage.get(storageKeys.latitude) ?? '',
    longitude: storage.get(storageKeys.longitude) ?? '',
    userdevice: storage.get(storageKeys.userdevice) ?? '',
  };
}

/** The stored device context, or null when the device was never registered. */
export function readStoredDevice(): DeviceContext | null {
  return storage.getJson<DeviceRecord>(storageKeys.userdevice) === null ? null : getDeviceContext();
}

/**
 * §4: "With no stored device, or when the position changed, the device is updated
 * and the page reloads." Positions are compared as the strings that were stored,
 * so a later load with the same position never registers again.
 */
export function needsDeviceUpdate(latitude: string | number, longitude: string | number): boolean {
  return (
    readStoredDevice() === null ||
    storage.get(storageKeys.latitude) !== String(latitude) ||
    storage.get(storageKeys.longitude) !== String(longitude)
  );
}
