import { setApiCallAddress } from '@gbx/shared/server';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Where this server reaches an origin that browsers reach at another address.
 * remotes.json and config.json name the remotes and the API as a browser
 * reaches them (a container's published port, a public host name); a server
 * inside the deployment may reach them only by another name (compose's
 * service names). The page it renders keeps the browsers' addresses; only its
 * own requests go to the server's.
 */
let serverOrigins = new Map<string, string>();

/** `origins`: browser origin → server origin ('http://localhost:3001' → 'http://mf-browse:8080'). */
export function setServerOrigins(origins: Readonly<Record<string, string>>): void {
  serverOrigins = new Map(Object.entries(origins).map(([browser, server]) => [new URL(browser).origin, new URL(server).origin]));
  // The API's calls too; the page keeps naming the API as browsers reach it.
  setApiCallAddress(serverAddress);
}

/** The address this server fetches `url` at (an origin's own address keeps its form: no slash is added). */
export function serverAddress(url: string): string {
  if (serverOrigins.size === 0) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const origin = serverOrigins.get(parsed.origin);
  return origin ? `${origin}${url.slice(parsed.origin.length)}` : url;
}

/**
 * The federation runtime loads remotes' server entries and chunks through
 * these hooks (registered for every remote's runtime, render-page.tsx): at
 * the server's address when it has one, as the browsers' otherwise. In Node,
 * createScript names the address an entry is fetched from; fetch, the
 * chunks'.
 */
export function serverAddressesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gbx-server-addresses',
    createScript({ url }) {
      const target = serverAddress(url);
      // Node's script loader takes { url } (@module-federation/sdk createScriptNode); the types name the browser's element only.
      return target === url ? undefined : ({ url: target } as unknown as HTMLScriptElement);
    },
    fetch(url, init) {
      const target = serverAddress(url);
      return target === url ? undefined : fetch(target, init);
    },
  };
}
