/**
 * The resolve conditions of every vitest config: workspace packages that offer
 * their TypeScript source under the "gbx-source" export condition
 * (@gbx/contract) are tested from it, as webpack bundles it, with no build step
 * first. Vite's own default conditions (client and server) are kept after it.
 */
export const sourceConditions = {
  resolve: { conditions: ['gbx-source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['gbx-source', 'module', 'node', 'development|production'] } },
};
