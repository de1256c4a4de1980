import { pageDetailsPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import { postData } from '../request';
import type { RegistrationPageDetails } from '../wire-types';

/** Default affiliate, phone codes and the visitor's country for the registration page. */
export function postPageDetails(): Promise<RegistrationPageDetails> {
  return postData<RegistrationPageDetails>(pageDetailsPath, getDeviceContext());
}
