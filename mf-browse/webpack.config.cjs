const { createAppConfig } = require('@gbx/tooling');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_browse',
  port: Number(process.env.MF_BROWSE_PORT || 3001),
  title: 'GBX Marketplace · browse',
  exposes: { './routes': './src/app/routes.ts' },
});
