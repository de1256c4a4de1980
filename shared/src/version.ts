import pkg from '../package.json';

/**
 * The package version, read from package.json so it cannot drift. The federation
 * config shares @gbx/shared as a singleton with this `requiredVersion`, and the
 * host can log it to tell which copy is running.
 */
export const SHARED_VERSION: string = pkg.version;
