import { Type } from 'typebox';
import { DeviceContext, text } from './common.js';

export const CitiesListRequest = Type.Object({ citydata: Type.String({ minLength: 1, maxLength: 100, description: 'What the visitor typed (3 or more characters, §5)' }) });
export const CitySuggestion = Type.Object({ value: text('City, State, Country: the text to show'), city_name: text(), country_code: text() });
export const CitiesListReply = Type.Object({ CityList: Type.Array(CitySuggestion) });

export const CountryListRequest = DeviceContext;
export const Country = Type.Object({ CountryName: text(), ISOCode2: text() });
export const CountryListReply = Type.Object({ CountryList: Type.Array(Country) });
