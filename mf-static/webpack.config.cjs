const { createAppConfig } = require('@gbx/tooling');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_static',
  port: Number(process.env.MF_STATIC_PORT || 3004),
  title: 'GBX Marketplace · information',
  exposes: { './routes': './src/app/routes.ts' },
});
