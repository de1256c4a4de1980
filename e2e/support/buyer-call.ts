import type { Page } from '@playwright/test';
import { API_URL } from './ports';

/** A buyer call with the page's session cookie, as the pages make it. */
export function buyerCall(page: Page, path: string, body: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ url, data }) => {
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
      return (await response.json()) as Record<string, unknown>;
    },
    { url: `${API_URL}${path}`, data: body },
  );
}
