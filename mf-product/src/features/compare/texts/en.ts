/**
 * The compare page (issue 41) in English. What it shares with the product
 * page (the attributes of §2.9, delivery, ratings, volume discounts) comes
 * from the product page's own texts, so the two always say the same.
 */
export const en = {
  title: 'Compare products',
  intro: 'Up to {{limit}} products side by side, with their prices in three currencies.',
  caption: 'The products compared',
  product: 'Product',
  hideSame: 'Hide rows that are the same',
  hiddenRows: 'Rows hidden because every product has the same: {{rows}}',
  remove: 'Remove {{title}}',
  removeShort: 'Remove',
  empty: 'Nothing to compare yet. Choose up to {{limit}} products with Compare on their cards or their pages.',
  browse: 'See the deals',
  problems: {
    malformed: 'Not product numbers, left out: {{ids}}',
    duplicates: 'Named more than once, shown once: {{ids}}',
    extra: 'Only {{limit}} products can be compared. Left out: {{ids}}',
    unknown: 'No product has this number: {{ids}}',
    failed: 'Could not be loaded: {{ids}}',
  },
  rows: {
    prices: 'Prices',
    vendor: 'Vendor',
    vendorPlace: 'Vendor place',
    condition: 'Condition',
    genuine: 'Genuine or replica',
    customization: 'Customization',
    sample: 'Sample',
    leadDays: 'Lead days',
    ageLimit: 'Age limit',
    delivery: 'Delivery methods',
    warranty: 'Warranty',
    volume: 'Volume discounts',
    rating: 'Rating',
    stock: 'Stock',
    availability: 'Available in your country',
  },
  values: {
    none: 'None',
    notRequired: 'Not required',
    inStock: 'In stock: {{units}}',
    available: 'Yes, in {{country}}',
    notAvailable: 'Not in {{country}}',
    pair: '{{name}}: {{value}}',
  },
};
