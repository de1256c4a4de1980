import { citiesListPath } from '@gbx/contract/paths';
import { postData } from '../request';
import type { CitiesListRequest, CitiesListResponse } from '../wire-types';

/** City autocomplete; the caller only asks from 3 characters on (§5). */
export function postCitiesList(citydata: string): Promise<CitiesListResponse> {
  const body: CitiesListRequest = { citydata };
  return postData<CitiesListResponse>(citiesListPath, body);
}
