/** Words the generator combines into vendor names, titles and descriptions. All invented. */
export const BRANDS = [
  'Apex', 'Kestrel', 'Nordwind', 'Solara', 'Vantage', 'Orion', 'Tamarind', 'Bluepeak', 'Ironwood', 'Lumina',
  'Cobalt', 'Meridian', 'Zephyr', 'Granite', 'Sequoia', 'Harbor', 'Nimbus', 'Saffron', 'Quartz', 'Atlas',
  'Evergreen', 'Falcon', 'Polaris', 'Redwood', 'Summit', 'Trident', 'Velvet', 'Willow', 'Yarrow', 'Zenith',
];

export const ADJECTIVES = [
  'Premium', 'Classic', 'Compact', 'Heavy-Duty', 'Lightweight', 'Eco', 'Deluxe', 'Pro', 'Smart', 'Rugged',
  'Portable', 'Modular', 'Handmade', 'Industrial', 'Vintage', 'Essential', 'Advanced', 'Ultra', 'Custom', 'Certified',
];

export const COMPANY_WORDS = [
  'Trading', 'Supplies', 'Industries', 'Exports', 'Works', 'Merchants', 'Traders', 'Goods', 'Outfitters', 'Emporium',
  'Wholesale', 'Depot', 'Bazaar', 'Market', 'Solutions', 'Imports', 'Store', 'Mart', 'Hub', 'House',
];

export const COMPANY_SUFFIXES = ['Ltd', 'LLC', 'Co.', 'GmbH', 'Pvt Ltd', 'S.A.', 'Inc.', 'Group', '& Sons', 'Partners'];

export const BUSINESS_TYPES = ['Manufacturer', 'Wholesaler', 'Retailer', 'Distributor', 'Service Provider', 'Government Supplier'];

export const COLOURS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Grey', 'Silver', 'Yellow', 'Brown', 'Orange'];
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Small', 'Medium', 'Large'];
export const TYPES = ['Standard', 'Plus', 'Pro', 'Kit', 'Set', 'Refill', 'Bundle'];
export const MATERIALS = ['steel', 'aluminium', 'recycled plastic', 'oak', 'cotton', 'ceramic', 'carbon fibre', 'glass', 'leather', 'bamboo'];

/**
 * Price range in US dollars of each top category (spec §5 names): a house and a
 * pencil should not cost the same.
 */
export const USD_PRICE_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  'Academia & Education': [2, 400],
  Accomodation: [20, 900],
  Art: [15, 25000],
  Automotive: [5, 60000],
  Boats: [50, 250000],
  Commodities: [100, 90000],
  'Construction Material': [1, 5000],
  'Consumer Products': [3, 2500],
  'Farming Equipment': [40, 150000],
  'Industrial Products': [5, 80000],
  Leisure: [5, 3000],
  'Medical Equipment': [5, 40000],
  Ploughs: [200, 30000],
  'Real Estate': [20000, 2500000],
};

/** The nine active market segments of §9, most products being B2C. */
export const SEGMENT_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['B2C', 30], ['B2B', 20], ['C2C', 12], ['M2C', 10], ['M2B', 8], ['G2B', 5], ['B2G', 6], ['M2G', 4], ['G2G', 5],
];
