const { createAppConfig } = require('@gbx/tooling');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_account',
  port: Number(process.env.MF_ACCOUNT_PORT || 3003),
  title: 'GBX Marketplace · account',
  exposes: { './routes': './src/app/routes.ts' },
});
