// The host's server build (tooling/webpack/server-config.cjs): what the host's
// Node.js server requires to render a returning visitor's page (host/server/page-renderer.mjs).
export { renderPage } from './render-page';
export { setServerOrigins } from './server-addresses';
export type { PageOutcome, PageRequest, RenderLimits } from './render-page';
