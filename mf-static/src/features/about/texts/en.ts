/**
 * About us (§2.15): vision, mission, the three components (§1), main customers
 * and strategy. English is the source every translation follows.
 */
export const en = {
  title: 'About us',
  lead: 'GBX Marketplace is the world’s online store: a global marketplace where buyers find products from vendors in any country, see every price in their own currency, and buy with confidence. Any store, at your door.',
  facts: {
    founded: { value: '2015', label: 'Founded' },
    prices: { value: '3', label: 'Prices on every product: the vendor’s currency, US dollars and yours' },
    segments: { value: '9', label: 'Market segments open today' },
    languages: { value: '6', label: 'Interface languages' },
  },
  factsTitle: 'GBX Marketplace in numbers',
  story: {
    title: 'Who we are',
    body: {
      p1: 'GBX Marketplace was founded in 2015 with a simple idea: a small workshop in Pune, a family olive grower in Mendoza and a machine-tool maker in Ontario should be able to reach buyers anywhere in the world as easily as a global brand does.',
      p2: 'We are a facilitative platform. We list the items that independent vendors post in their own country and currency, and we help buyers search for them and rank them by keyword relevance, price, location, category and popularity. We do not buy or resell anything ourselves: the sale is between the buyer and the vendor, and our job is to make it easy, transparent and safe.',
    },
  },
  vision: {
    title: 'Our vision',
    body: {
      p1: 'A world where anyone can buy from any store, in any country, as simply as from the shop around the corner, and where every vendor, however small, can sell to the whole world.',
    },
  },
  mission: {
    title: 'Our mission',
    body: {
      p1: 'To connect buyers, vendors and affiliates across borders with a marketplace that people can trust:',
      list1: {
        a: '<strong>Prices you understand.</strong> Every product shows its price in the vendor’s currency, in US dollars and in your own currency, including all sales taxes except cross-border duties.',
        b: '<strong>Search that starts where you are.</strong> Browse by keyword, by category down to four levels, by city, postal code, state or province and country, by market segment and by deals.',
        c: '<strong>Rules that protect you.</strong> A clear policy on prohibited and restricted items, vendors who are identified, and a platform that keeps buyers and vendors talking through it rather than outside it.',
      },
    },
  },
  components: {
    title: 'Three components, one platform',
    intro: 'GBX Marketplace is built in three components that share one account, one search and one set of rules.',
    live: 'Available now',
    soon: 'Coming Soon',
    marketplace: {
      name: 'Global Marketplace',
      text: 'Products from vendors around the world, with prices in three currencies, location-based search, deals and featured products. This is the marketplace you are using today.',
    },
    services: {
      name: 'Global Services',
      text: 'Services offered by professionals and companies, from installation and repair to design and consulting, found by location and category the same way as products.',
    },
    promotions: {
      name: 'Global Promotions',
      text: 'Promotions, coupons and campaigns published by vendors and advertisers, delivered to the buyers and places they are meant for.',
    },
  },
  customers: {
    title: 'Who we serve',
    intro: 'Our main customers are the people and organisations on both sides of a sale, and the affiliates who bring them together.',
    buyers: {
      name: 'Buyers',
      text: 'Consumers, businesses and public bodies who want a wider choice than their local market offers, with prices they can compare at a glance. Visitors can browse without an account; buyers register to use the cart and the wishlist.',
    },
    vendors: {
      name: 'Vendors',
      text: 'Manufacturers, wholesalers, retailers, farmers and individual sellers who post their products in their own country and currency and get a public store that buyers anywhere can visit.',
    },
    affiliates: {
      name: 'Affiliates',
      text: 'Partners who introduce vendors and buyers to GBX Marketplace in their city or industry, and are recognised for the business they bring.',
    },
    segmentsTitle: 'Market segments',
    segmentsIntro: 'Every product is listed in the market segment it is sold in, so that a hospital buyer, a retailer and a consumer each find what is meant for them.',
    segments: {
      B2B: 'Business to business',
      B2C: 'Business to consumer',
      B2G: 'Business to government',
      M2B: 'Manufacturer to business',
      M2C: 'Manufacturer to consumer',
      M2G: 'Manufacturer to government',
      G2G: 'Government to government',
      G2B: 'Government to business',
      C2C: 'Consumer to consumer',
      F2C: 'Farmer to consumer',
      F2B: 'Farmer to business',
      F2G: 'Farmer to government',
    },
  },
  strategy: {
    title: 'Our strategy',
    steps: {
      local: {
        name: 'Local first, global reach',
        text: 'Vendors sell from where they are, in their own currency, and buyers search from where they are. Location is built into every listing, so a buyer can start with their own city and widen the search to the world.',
      },
      transparent: {
        name: 'Transparent prices',
        text: 'Showing three prices on every product removes the biggest obstacle to buying across borders. We keep exchange rates current and say clearly what is and is not included.',
      },
      trust: {
        name: 'Trust and safety',
        text: 'We publish what may and may not be sold, remove listings that break the rules, and advise buyers not to deal with vendors outside the platform, where we cannot help them.',
      },
      affiliates: {
        name: 'Growth through affiliates',
        text: 'Local affiliates bring vendors on board and help them succeed, which lets us grow city by city with people who know their market.',
      },
      expand: {
        name: 'From products to services and promotions',
        text: 'Once the marketplace is strong in a region, Global Services and Global Promotions follow, on the same accounts, search and rules.',
      },
    },
  },
  cta: {
    title: 'Join GBX Marketplace',
    text: 'Open a store and reach buyers around the world, or register as a buyer to start shopping.',
    vendor: 'Register as a vendor',
    buyer: 'Register as a buyer',
    contact: 'Contact us',
  },
};

export type AboutTexts = typeof en;
