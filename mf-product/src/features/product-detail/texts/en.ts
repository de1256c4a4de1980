/**
 * The product detail page (§2.9) in English. READ MORE / READ LESS, the panel
 * names (Additional Product Info, Product Reviews, Vendor Details, Vendor
 * Reviews), 'No Volume Discount Available for this Product', 'Other products
 * from this vendor', 'See All', 'No other products from this vendor',
 * 'Related Products', 'No Related Product', 'See More Related Products',
 * 'Please log in as buyer to contact this vendor' and the total transacted
 * are the spec's own words; the other languages translate them.
 */
export const en = {
  loadingTitle: 'Product',
  back: 'Go back',
  breadcrumb: 'Category',
  soldBy: 'Sold by',
  gallery: 'Pictures of {{title}}',
  video: 'Video of {{title}}',
  prices: 'Lowest available prices',
  quantity: {
    label: 'Purchase quantity',
    less: 'One less',
    more: 'One more',
    clamped: 'The quantity is at least 1 and at most {{max}}.',
  },
  readMore: 'READ MORE',
  readLess: 'READ LESS',
  description: 'Description',
  terms: 'Terms and conditions',
  noText: 'The vendor has not written any.',
  panels: {
    additional: 'Additional Product Info',
    reviews: 'Product Reviews',
    vendor: 'Vendor Details',
    vendorReviews: 'Vendor Reviews',
  },
  reviews: {
    average: '{{rating}} out of 5',
    count_one: '{{count}} rating',
    count_other: '{{count}} ratings',
    stars: '{{stars}} stars',
    none: 'No comments yet.',
    vendorCount_one: '{{count}} rating of this vendor',
    vendorCount_other: '{{count}} ratings of this vendor',
  },
  vendor: {
    name: 'Vendor',
    location: 'Location',
    transacted: 'Total transacted',
    transactedValue: 'USD $2,536',
    rating: 'Rating',
    memberSince: 'Member since',
  },
  volume: {
    heading: 'Volume discounts',
    quantity: 'Quantity',
    unitPrice: 'Unit price ({{currency}})',
    none: 'No Volume Discount Available for this Product',
  },
  availability: {
    button: 'Geographic Availability',
    title: 'Geographic Availability',
    lead: 'Where this product can be sold:',
    close: 'Close',
  },
  options: {
    type: 'Product Type',
    size: 'Size',
    colour: 'Colour',
    none: 'N/A',
  },
  attributes: {
    heading: 'About this product',
    New: 'New',
    Used: 'Used',
    Refurbished: 'Refurbished',
    Genuine: 'Genuine',
    Replica: 'Replica',
    ageRestricted: 'Age Restricted: {{age}}+',
    warranty_one: 'Warranty Available: {{count}} month',
    warranty_other: 'Warranty Available: {{count}} months',
    customization: 'Customization Available',
    sample: 'Sample Available: {{price}}',
    leadDays_one: 'Lead Days Required: {{count}} day',
    leadDays_other: 'Lead Days Required: {{count}} days',
  },
  info: {
    heading: 'Product Info',
    gbxId: 'GBXProductID',
    sku: 'SKU Number',
    oem: 'OEM Number',
  },
  delivery: {
    heading: 'Delivery Methods',
    shipping: 'Shipping required',
    pickup: 'Pickup available',
    download: 'Product download',
    yes: 'Yes',
    no: 'No',
  },
  comingSoon: 'Coming Soon',
  contact: {
    button: 'Contact Vendor',
    visitor: 'Please log in as buyer to contact this vendor',
  },
  others: {
    heading: 'Other products from this vendor',
    seeAll: 'See All',
    none: 'No other products from this vendor',
  },
  related: {
    heading: 'Related Products',
    none: 'No Related Product',
    seeMore: 'See More Related Products',
  },
  warning:
    'GBX Marketplace does not recommend contacting vendors outside the platform. A buyer who purchases directly from a third-party vendor assumes all risk of that purchase.',
  notFound: {
    title: 'Product not found',
    text: 'We could not find the product “{{id}}”. It may have been removed, or the address may be mistyped.',
    back: 'Back to the marketplace',
  },
};
