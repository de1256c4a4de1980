import type { ContactLocation } from '@gbx/shared/action-calls';
import canadaMap from '../../assets/map-canada.svg';
import europeMap from '../../assets/map-europe.svg';
import indiaMap from '../../assets/map-india.svg';
import usaMap from '../../assets/map-usa.svg';

export interface Office {
  id: ContactLocation;
  city: string;
  /** The postal address, written as the post of its country expects it (not translated). */
  address: readonly string[];
  map: string;
}

/** The four locations of the contact page's selector (§2.15), in the spec's order. */
export const OFFICES: readonly Office[] = [
  {
    id: 'Canada',
    city: 'Toronto',
    address: ['GBX Marketplace Canada Inc.', '120 Adelaide Street West, Suite 2500', 'Toronto, Ontario M5H 1T1', 'Canada'],
    map: canadaMap,
  },
  {
    id: 'USA',
    city: 'New York',
    address: ['GBX Marketplace USA, Inc.', '1250 Broadway, 36th Floor', 'New York, NY 10001', 'United States'],
    map: usaMap,
  },
  {
    id: 'Europe',
    city: 'Amsterdam',
    address: ['GBX Marketplace Europe B.V.', 'Herengracht 420', '1017 BZ Amsterdam', 'Netherlands'],
    map: europeMap,
  },
  {
    id: 'India',
    city: 'Mumbai',
    address: ['GBX Marketplace India Pvt. Ltd.', 'Level 7, Tower B, Bandra Kurla Complex', 'Mumbai, Maharashtra 400051', 'India'],
    map: indiaMap,
  },
];

export const GENERAL_INFO_MAIL = 'info@gbxmarketplace.com';
