const { createAppConfig } = require('@gbx/tooling');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'gbx_host',
  port: Number(process.env.HOST_PORT || 3000),
  title: 'GBX Marketplace',
  runtimePlugins: ['./src/federation/resilience-plugin.ts'],
});
