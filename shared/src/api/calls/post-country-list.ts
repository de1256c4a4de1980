import { countryListPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import { postData } from '../request';
import type { CountryListResponse } from '../wire-types';

export function postCountryList(): Promise<CountryListResponse> {
  return postData<CountryListResponse>(countryListPath, getDeviceContext());
}
