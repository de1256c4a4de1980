/**
 * What each market segment's letters stand for (§2.7), seller to buyer, in
 * English: the segment filter of every listing toolbar and the segment pages
 * show them. Apart from the deals and segment pages' texts (../texts), so a
 * listing downloads only these.
 */
export const en = {
  meaning: {
    B2C: 'Business to Consumer',
    M2C: 'Manufacturer to Consumer',
    C2C: 'Consumer to Consumer',
    B2B: 'Business to Business',
    M2B: 'Manufacturer to Business',
    G2B: 'Government to Business',
    B2G: 'Business to Government',
    M2G: 'Manufacturer to Government',
    G2G: 'Government to Government',
    F2C: 'Farmer to Consumer',
    F2B: 'Farmer to Business',
    F2G: 'Farmer to Government',
  },
};
