// Where the host puts its bundler runtime for the remotes (provide.js, use-provided.js).
export const PROVIDED_BUNDLER_RUNTIME = '__GBX_FEDERATION_BUNDLER_RUNTIME__';
