const { createAppConfig } = require('@gbx/tooling');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_product',
  port: Number(process.env.MF_PRODUCT_PORT || 3002),
  title: 'GBX Marketplace · product',
  exposes: { './routes': './src/app/routes.ts' },
});
