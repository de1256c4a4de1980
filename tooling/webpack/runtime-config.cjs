// The two files a deployment writes next to the host's index.html:
//   remotes.json: remote name -> URL of its mf-manifest.json
//   config.json:  where the API and the backend host live
// Read from environment variables so that one build serves every environment.
function portsFromEnv(env = process.env) {
  return {
    host: Number(env.HOST_PORT || 3000),
    mf_browse: Number(env.MF_BROWSE_PORT || 3001),
    mf_product: Number(env.MF_PRODUCT_PORT || 3002),
    mf_account: Number(env.MF_ACCOUNT_PORT || 3003),
    mf_static: Number(env.MF_STATIC_PORT || 3004),
    api: Number(env.API_PORT || 4000),
  };
}

const PORTS = portsFromEnv();

const REMOTE_ENV = {
  mf_browse: 'MF_BROWSE_URL',
  mf_product: 'MF_PRODUCT_URL',
  mf_account: 'MF_ACCOUNT_URL',
  mf_static: 'MF_STATIC_URL',
};

function remotesFromEnv(env = process.env, hostname = 'localhost') {
  const ports = portsFromEnv(env);
  const remotes = {};
  for (const [name, variable] of Object.entries(REMOTE_ENV)) {
    remotes[name] = env[variable] || `http://${hostname}:${ports[name]}/mf-manifest.json`;
  }
  return remotes;
}

function configFromEnv(env = process.env, hostname = 'localhost') {
  const api = env.API_BASE_URL || `http://${hostname}:${portsFromEnv(env).api}`;
  return { apiBaseUrl: api, backendBaseUrl: env.BACKEND_BASE_URL || api };
}

module.exports = { PORTS, REMOTE_ENV, portsFromEnv, remotesFromEnv, configFromEnv };
