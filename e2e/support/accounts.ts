/** The demo accounts the API's seed creates (api/README.md). */
export const DEMO_BUYER = { email: 'demo.buyer@gbx-marketplace.test', password: 'DemoBuyer2024' } as const;
