import { getDeviceContext } from '../../device/stored-device';
import { apiPaths } from '../api-paths';
import { postData } from '../request';
import type { CountryListResponse } from '../wire-types';

export function postCountryList(): Promise<CountryListResponse> {
  return postData<CountryListResponse>(apiPaths.countryList, getDeviceContext());
}
