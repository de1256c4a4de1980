/**
 * Investor relations: the spec shows no content (§2.15), so this is ours: a
 * company overview and the contact for investors, in the voice of the other
 * pages. No figures are published here; they go to investors on request.
 */
export const en = {
  title: 'Investor relations',
  lead: 'GBX Marketplace connects buyers and vendors across borders with a facilitative, asset-light model. This page is for current and prospective investors, analysts and partners.',
  overview: {
    title: 'Company overview',
    body: {
      p1: 'GBX Marketplace was founded in 2015 to build the world’s online store: a multi-vendor marketplace where vendors list products in their own country and currency, and buyers anywhere see every price in the vendor’s currency, in US dollars and in their own currency.',
      p2: 'We are a facilitative platform. We list items and help buyers search for them and rank them; we do not buy, hold or resell inventory. Our growth therefore depends on the number of vendors who list with us, the buyers who find them, and the services we offer both, not on stock or warehouses.',
    },
  },
  highlights: {
    title: 'At a glance',
    items: {
      founded: { value: '2015', label: 'Year founded' },
      offices: { value: '4', label: 'Regional offices: Canada, USA, Europe and India' },
      components: { value: '3', label: 'Platform components: Global Marketplace live, Global Services and Global Promotions coming soon' },
      segments: { value: '9 + 3', label: 'Market segments: nine live, three farmer segments coming soon' },
    },
  },
  model: {
    title: 'How the business works',
    body: {
      p1: 'Our revenue comes from the services we provide to the people who use the marketplace, not from the margin on goods:',
      list1: {
        a: '<strong>Vendor services</strong>: store subscriptions and tools that help vendors list, price and present their products to buyers in other countries.',
        b: '<strong>Visibility</strong>: featured placement, deals and promotions that vendors and advertisers choose to buy.',
        c: '<strong>Partnerships</strong>: an affiliate network that brings vendors and buyers to the platform, city by city.',
      },
      p2: 'Because we hold no inventory, each new vendor and each new country adds listings at a low marginal cost, and every part of the platform (search, prices in three currencies, trust and safety) serves all of them at once.',
    },
  },
  priorities: {
    title: 'Growth priorities',
    body: {
      list1: {
        a: 'Deepen the Global Marketplace in the regions where we have offices, with local affiliates and vendors.',
        b: 'Launch Global Services and Global Promotions on the same accounts, search and rules.',
        c: 'Open the farmer segments (F2C, F2B, F2G) to bring producers directly to buyers.',
        d: 'Keep investing in trust and safety: listing policy, vendor identification and fraud prevention.',
      },
    },
  },
  governance: {
    title: 'Governance and reporting',
    body: {
      p1: 'GBX Marketplace is a privately held company. We do not publish financial statements or a share price on this site. Financial information, our investor presentation and governance documents are shared with existing shareholders and, under a confidentiality agreement, with qualified prospective investors.',
      p2: 'Our board oversees strategy, risk and compliance, including our privacy commitments under the EU–US privacy framework and our policy on prohibited and restricted items.',
    },
  },
  contact: {
    title: 'Investor contact',
    intro: 'For questions from shareholders, prospective investors and analysts, write to our investor relations team. Please tell us your name, your organisation and the nature of your interest; we answer within five business days.',
    emailLabel: 'E-mail',
    addressLabel: 'Mailing address',
    address: 'GBX Marketplace, Investor Relations\n120 Adelaide Street West, Suite 2500\nToronto, Ontario M5H 1T1\nCanada',
    other: 'Other questions about GBX Marketplace? Use the <contact>contact page</contact>.',
  },
  disclaimer: {
    title: 'Forward-looking statements',
    text: 'This page contains forward-looking statements about our plans, such as the launch of new platform components and segments. They reflect our intentions today, involve risks and uncertainties, and are not a promise of future results. Nothing on this page is an offer to sell or a solicitation of an offer to buy any security.',
  },
};

export type InvestorTexts = typeof en;
