/** Resolves true once `url` answers 2xx, false after `seconds` (a server that seeds its database on first start can take minutes). */
export async function waitForHttp(url, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
