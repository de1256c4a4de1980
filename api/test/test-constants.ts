/** The test catalogue: small enough to seed in seconds, big enough for paging and counts. */
export const TEST_PRODUCTS = 2000;
export const TEST_SEED = 7;
