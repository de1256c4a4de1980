/**
 * The marketplace page, the place results and the vendor store (§2.8) in
 * English: their headings and leads. 'Products in {name}' and 'Welcome To
 * {vendor name} Online Store' are the spec's own words; the other languages
 * translate them. <place> and <vendor> are the names inside a heading. Apart
 * from the listings' common texts (../texts), so the deals and featured
 * pages do not download them.
 */
export const en = {
  marketplace: {
    title: 'Marketplace search',
    eyebrow: 'Shopping from {{country}}',
    lead: 'The products you can buy in {{country}}, each with its price in the vendor’s currency, in US dollars and in yours.',
    unknown: 'We know no country called “{{name}}”.',
  },
  place: {
    pageTitle: 'Products in {{name}}',
    heading: 'Products in <place>{{name}}</place>',
    eyebrow: 'Product results',
    lead: 'Products whose vendors are located here.',
    segmentLead: '{{segment}}: {{meaning}}.',
    unknown: 'We know no city, postal code, state or country called “{{name}}”.',
    kind: {
      city: 'A city in {{country}}',
      postal: 'A postal code in {{country}}',
      state: 'A state or province of {{country}}',
      country: 'A country',
    },
  },
  store: {
    title: 'Vendor store',
    pageTitle: 'Welcome To {{vendor}} Online Store',
    heading: 'Welcome To <vendor>{{vendor}}</vendor> Online Store',
    lead: 'Every product of this vendor, with its prices in three currencies.',
    notFoundTitle: 'Store not found',
    notFound: 'There is no vendor store at this address (“{{vendor}}”). The link may be old, or the store may have closed.',
    backToMarketplace: 'Go to the marketplace',
  },
};
