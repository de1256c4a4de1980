import { beforeEach, describe, expect, it } from 'vitest';
import { resetBus } from '../../test/reset-bus';
import { bus } from '../bus/bus';
import { saveDevice } from './save-device';
import { getDeviceContext, needsDeviceUpdate, readStoredDevice } from './stored-device';

const record = { languages_name: 'Hindi', languages_code: 'hi', api_type: 'geo' };

describe('getDeviceContext', () => {
  it("is WEB with '' for everything not stored yet", () => {
    expect(getDeviceContext()).toEqual({ devicetype: 'WEB', deviceos: '', devicebrowser: '', latitude: '', longitude: '', userdevice: '' });
  });

  it('reads the stored values, and is always WEB whatever is stored', () => {
    localStorage.setItem('devicetype', 'MOBILE');
    localStorage.setItem('deviceos', 'Android');
    localStorage.setItem('devicebrowser', 'Chrome');
    localStorage.setItem('latitude', '28.6');
    localStorage.setItem('longitude', '77.2');
    localStorage.setItem('userdevice', '{"api_type":"geo"}');
    expect(getDeviceContext()).toEqual({
      devicetype: 'WEB',
      deviceos: 'Android',
      devicebrowser: 'Chrome',
      latitude: '28.6',
      longitude: '77.2',
      userdevice: '{"api_type":"geo"}',
    });
  });
});

describe('saveDevice', () => {
  beforeEach(resetBus);

  it('stores the detection, position and device record under the §3 keys', () => {
    saveDevice({ deviceos: 'Windows', devicebrowser: 'Edge', latitude: 12.97, longitude: 77.59 }, record);
    expect(localStorage.getItem('devicetype')).toBe('WEB');
    expect(localStorage.getItem('deviceos')).toBe('Windows');
    expect(localStorage.getItem('devicebrowser')).toBe('Edge');
    expect(localStorage.getItem('latitude')).toBe('12.97');
    expect(localStorage.getItem('longitude')).toBe('77.59');
    expect(JSON.parse(localStorage.getItem('userdevice') ?? 'null')).toEqual(record);
    expect(localStorage.getItem('languageName')).toBe('Hindi');
    expect(localStorage.getItem('countryLanguage')).toBe('hi');
    expect(localStorage.getItem('api_type')).toBe('geo');
  });

  it('publishes the new context on the bus', () => {
    const context = saveDevice({ deviceos: 'iOS', devicebrowser: 'Safari', latitude: '1', longitude: '2' }, record);
    expect(bus.getDevice()).toEqual(context);
    expect(context).toEqual(getDeviceContext());
  });
});

describe('readStoredDevice and needsDeviceUpdate (§4)', () => {
  it('need an update when no device is stored', () => {
    expect(readStoredDevice()).toBeNull();
    expect(needsDeviceUpdate('1', '2')).toBe(true);
  });

  it('need no update at the same position, and one when the position changed', () => {
    saveDevice({ deviceos: 'Linux', devicebrowser: 'Firefox', latitude: 1.5, longitude: 2 }, record);
    expect(readStoredDevice()).not.toBeNull();
    expect(needsDeviceUpdate(1.5, 2)).toBe(false);
    expect(needsDeviceUpdate('1.5', '2')).toBe(false);
    expect(needsDeviceUpdate(1.6, 2)).toBe(true);
    expect(needsDeviceUpdate(1.5, 2.1)).toBe(true);
  });
});
