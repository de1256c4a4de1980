import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoSevereViolations } from '../support/a11y';
import { expect, revealFooter, settledVisitor, stored, test } from '../support/fixtures';
import { API_URL } from '../support/ports';

/**
 * §2.15 and §2.1: the static pages of mf-static, through the host. Every page
 * renders under its route, has a BACK link that sets the back-navigation marker
 * and returns to the previous page, scrolls to the top on load, and passes an
 * accessibility scan; terms, privacy, about, investors and contact show what the
 * spec asks of them.
 */
const PAGES = [
  ['/terms-condition', 'Terms and conditions'],
  ['/investor-relations', 'Investor relations'],
  ['/about-us', 'About us'],
  ['/privacy-policy', 'Privacy policy'],
  ['/contact-us', 'Contact us'],
] as const;

const area = (page: Page) => page.locator('[data-remote="mf_static"]');

/** The browser-storage keys of §3, read from @gbx/shared's source (the one list the app writes with). */
const STORAGE_KEYS = [...readFileSync(new URL('../../shared/src/storage/storage-keys.ts', import.meta.url), 'utf8').matchAll(/^\s+\w+: '([A-Za-z_]+)',$/gm)].map((match) => match[1]!);
const BACK_MARKER = 'backNavigation';

/**
 * Clicks a control low on the page. Scrolling it into view can cross the host
 * header's sticky threshold (§9): the header turns fixed and the content moves,
 * so the click waits two frames for the layout to settle.
 */
async function clickAfterScroll(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await control.click();
}

test.describe('every static page', () => {
  for (const [path, title] of PAGES) {
    test(`${path} renders through the host as an article with a BACK link and no serious accessibility violation`, async ({ page }) => {
      await settledVisitor(page, path);
      const remote = area(page);
      await expect(remote.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | GBX Marketplace`);
      await expect(remote.getByRole('article', { name: title })).toBeVisible();
      await expect(remote.getByRole('link', { name: 'BACK', exact: true })).toBeVisible();
      // The host owns the one <main>; the page adds none.
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(remote.getByRole('main')).toHaveCount(0);
      await expectNoSevereViolations(page);
    });
  }

  test('BACK sets the back-navigation marker and returns to the previous page', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    for (const [path, title] of PAGES) {
      // The footer's links come when the visitor reaches the footer.
      await revealFooter(page);
      await clickAfterScroll(page, page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: title }));
      await page.waitForURL(`**${path}`);
      await page.evaluate((key) => localStorage.removeItem(key), BACK_MARKER);
      await area(page).getByRole('link', { name: 'BACK', exact: true }).click();
      await page.waitForURL('**/marketplace-home');
      expect(await stored(page, BACK_MARKER), path).toBe('1');
    }
  });

  test('BACK on a page opened directly goes to /landing-marketplace', async ({ page }) => {
    await settledVisitor(page, '/about-us');
    await area(page).getByRole('link', { name: 'BACK', exact: true }).click();
    await page.waitForURL('**/landing-marketplace');
    expect(await stored(page, BACK_MARKER)).toBe('1');
  });

  test('each page scrolls to the top on load, also when coming back to it', async ({ page }) => {
    await settledVisitor(page, '/terms-condition');
    await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await clickAfterScroll(page, page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Privacy policy' }));
    await page.waitForURL('**/privacy-policy');
    await expect(area(page).getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.goBack();
    await page.waitForURL('**/terms-condition');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('nothing in a page is wider than a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await settledVisitor(page, PAGES[0][0]);
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(area(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      const widest = await area(page).evaluate((root) => Math.max(...[root, ...Array.from(root.querySelectorAll('*'))].map((element) => element.getBoundingClientRect().right)));
      expect(widest, `${path} fits in 320 px`).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('terms and conditions', () => {
  test('the index has 28 entries that each scroll to their section and move the focus there; the body has 32 sections', async ({ page }) => {
    await settledVisitor(page, '/terms-condition');
    const remote = area(page);
    const entries = remote.getByRole('navigation', { name: 'Index of prohibited and restricted items' }).getByRole('link');
    await expect(entries).toHaveCount(28);
    const body = remote.getByTestId('terms-body');
    await expect(body.getByRole('region')).toHaveCount(32);
    for (let index = 0; index < 28; index += 1) {
      const entry = entries.nth(index);
      const name = await entry.innerText();
      const href = (await entry.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      await clickAfterScroll(page, entry);
      const section = body.getByRole('region', { name, exact: true });
      await expect(section, name).toBeInViewport();
      await expect(section, name).toBeFocused();
      await expect(section).toHaveAttribute('id', href.slice(1));
      expect(new URL(page.url()).hash).toBe(href);
    }
    // The index links replace the address: BACK still leaves the page in one step.
    expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx ?? 0)).toBe(0);
  });

  test('the body covers every topic of §2.15 and the facilitative nature of the platform', async ({ page }) => {
    await settledVisitor(page, '/terms-condition');
    const body = area(page).getByTestId('terms-body');
    await expect(body.getByRole('region')).toHaveCount(32);
    const headings = (await body.getByRole('heading', { level: 2 }).allInnerTexts()).join(' | ');
    const topics = [
      /General prohibitions/, /Artifacts/, /Currency, coins and stamps/, /Contracts and tickets/, /Credit cards and financial instruments/, /Drugs/,
      /Offensive material/, /Event tickets/, /Faces, names and signatures/, /Weapons/, /Alcohol/, /tobacco/, /Government IDs, licences and uniforms/,
      /Hazardous materials/, /Human remains and body parts/, /Invoices/, /Mailing lists/, /Non-transferable items/, /Police-related items/, /Pornography/,
      /Prescription drugs and medical devices/, /Counterfeit/, /Hacking/, /Software/, /[Ss]py equipment/, /Stolen property/, /Transit/, /pirated copies/,
      /Used clothing and cosmetics/, /[Ww]ildlife/, /Textiles subject to import quotas/, /[Ss]anctioned/,
    ];
    for (const topic of topics) expect(headings).toMatch(topic);
    await expect(area(page).getByRole('region', { name: 'Our role as a facilitative platform' })).toContainText('We do not buy, own, hold or resell any item listed on the marketplace');
  });

  test('states the limits of §5 and §9, at a glance and in their sections', async ({ page }) => {
    await settledVisitor(page, '/terms-condition');
    const remote = area(page);
    const limits = [
      ['Who may buy and sell: 18 and older', 'No one under 18 may'],
      ['Weapons and knives', 'Knife blades longer than 10 cm are not allowed'],
      ['Police-related items', 'Historical police badges may be listed only when they are at least 75 years old'],
      ['Transit and shipping-related items', 'Vintage transit clothing may be listed only when it is at least 10 years old'],
      ['Currency, coins and stamps', 'Coin replicas must be marked COPY, REPRODUCTION or REPLICA'],
    ] as const;
    for (const [section, text] of limits) await expect(remote.getByRole('region', { name: section, exact: true })).toContainText(text);
    const glance = remote.getByTestId('terms-limits');
    for (const text of ['No one under 18', 'Knife blades longer than 10 cm', 'at least 75 years old', 'at least 10 years old', 'COPY, REPRODUCTION or REPLICA']) {
      await expect(glance).toContainText(text);
    }
  });

  test('an address with a section fragment opens at that section', async ({ page }) => {
    await settledVisitor(page, '/terms-condition#weapons');
    const section = area(page).getByRole('region', { name: 'Weapons and knives', exact: true });
    await expect(section).toBeInViewport();
    await expect(section).toBeFocused();
  });
});

test.describe('privacy policy', () => {
  test('is dated May 24, 2018, under the EU-US framework, with the retention rule and every value the browser stores', async ({ page }) => {
    await settledVisitor(page, '/privacy-policy');
    const remote = area(page);
    await expect(remote.getByTestId('privacy-updated')).toHaveText('Last updated May 24, 2018');
    await expect(remote.getByRole('region', { name: /EU.US privacy framework/ })).toContainText('complies with the EU–US privacy framework');
    await expect(remote.getByRole('region', { name: 'How long we keep your information' })).toContainText('until you delete your account, and for 60 months after deletion');
    const storedValues = remote.getByTestId('stored-values');
    expect(STORAGE_KEYS).toHaveLength(25);
    expect(STORAGE_KEYS).toContain(BACK_MARKER);
    // Issue 41: the visitor's compare list.
    expect(STORAGE_KEYS).toContain('compareProducts');
    for (const key of STORAGE_KEYS) await expect(storedValues.getByRole('term').filter({ hasText: new RegExp(`^${key}$`) })).toHaveCount(1);
    await expect(storedValues.getByRole('term')).toHaveCount(STORAGE_KEYS.length);
  });
});

test.describe('about us and investor relations', () => {
  test('about us: vision, mission, the three components, main customers and strategy', async ({ page }) => {
    await settledVisitor(page, '/about-us');
    const remote = area(page);
    for (const heading of ['Who we are', 'Our vision', 'Our mission', 'Three components, one platform', 'Who we serve', 'Our strategy']) {
      await expect(remote.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const components = remote.getByRole('region', { name: 'Three components, one platform' });
    await expect(components.getByRole('heading', { level: 3, name: /Global Marketplace/ })).toContainText('Available now');
    await expect(components.getByRole('heading', { level: 3, name: /Global Services/ })).toContainText('Coming Soon');
    await expect(components.getByRole('heading', { level: 3, name: /Global Promotions/ })).toContainText('Coming Soon');
    await expect(remote).toContainText('founded in 2015');
  });

  test('investor relations: company overview and the investor contact', async ({ page }) => {
    await settledVisitor(page, '/investor-relations');
    const remote = area(page);
    await expect(remote.getByRole('region', { name: 'Company overview' })).toContainText('founded in 2015');
    const contact = remote.getByRole('region', { name: 'Investor contact' });
    await expect(contact.getByRole('link', { name: 'investors@gbxmarketplace.com' })).toHaveAttribute('href', 'mailto:investors@gbxmarketplace.com');
  });
});

test.describe('contact us', () => {
  test('the location selector switches the map and the address', async ({ page }) => {
    await settledVisitor(page, '/contact-us');
    const offices = area(page).getByTestId('contact-offices');
    const map = offices.getByTestId('office-map');
    const address = offices.getByTestId('office-address');
    await expect(offices.getByRole('radio', { name: 'Canada' })).toBeChecked();
    for (const [office, file, city] of [
      ['USA', 'map-usa', 'New York'],
      ['Europe', 'map-europe', 'Amsterdam'],
      ['India', 'map-india', 'Mumbai'],
      ['Canada', 'map-canada', 'Toronto'],
    ] as const) {
      await offices.getByRole('radio', { name: office }).check();
      await expect(map).toHaveAttribute('src', new RegExp(`/${file}[.].*svg$`));
      await expect(map).toHaveAccessibleName(new RegExp(`Map of ${city}`));
      await expect(address).toContainText(city);
      await expect(address.getByRole('heading', { level: 3 })).toHaveText(`GBX Marketplace ${office}`);
      await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    const remote = area(page);
    await expect(remote.getByRole('link', { name: 'info@gbxmarketplace.com' })).toHaveAttribute('href', 'mailto:info@gbxmarketplace.com');
    const social = remote.getByRole('region', { name: 'Follow us' });
    for (const network of ['X', 'Facebook', 'LinkedIn', 'Instagram', 'YouTube']) {
      await expect(social.getByRole('link', { name: new RegExp(`^${network} `) })).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('the form refuses empty and malformed fields with a message each, keeps what was typed, and a valid message is stored', async ({ page }) => {
    await settledVisitor(page, '/contact-us');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/contact-us') && request.method() === 'POST') posted.push(request.postData() ?? '');
    });
    const remote = area(page);
    const form = remote.getByTestId('contact-form');
    const send = form.getByRole('button', { name: 'Send message' });
    const fields = {
      name: form.getByRole('textbox', { name: 'Your name' }),
      email: form.getByRole('textbox', { name: 'Your e-mail address' }),
      subject: form.getByRole('textbox', { name: 'Subject' }),
      message: form.getByRole('textbox', { name: 'Message' }),
    };

    // Everything empty: every field says what is wrong, the focus goes to the first.
    await clickAfterScroll(page, send);
    const empty = [
      [fields.name, 'Please enter your name.'],
      [fields.email, 'Please enter your e-mail address.'],
      [fields.subject, 'Please enter a subject.'],
      [fields.message, 'Please write your message.'],
    ] as const;
    for (const [field, message] of empty) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    }
    await expect(fields.name).toBeFocused();
    await expectNoSevereViolations(page);

    // A malformed address: only that field complains, and nothing typed is lost.
    const email = `priya.${Date.now()}@example.com`;
    await fields.name.fill('Priya Raman');
    await fields.email.fill('priya@example');
    await fields.subject.fill('Selling handmade lamps');
    await fields.message.fill('Hello,\nI make brass lamps in Pune. How do I open a store?');
    await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');
    await clickAfterScroll(page, send);
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
    await expect(fields.email).toBeFocused();
    await expect(fields.email).toHaveValue('priya@example');
    await expect(fields.name).toHaveValue('Priya Raman');
    await expect(fields.subject).toHaveValue('Selling handmade lamps');
    await expect(fields.message).toHaveValue('Hello,\nI make brass lamps in Pune. How do I open a store?');
    for (const field of [fields.name, fields.subject, fields.message]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted, 'nothing is sent while a field is wrong').toEqual([]);

    // Fixed: the message goes to the office chosen on the page and a confirmation is shown.
    await remote.getByTestId('contact-offices').getByRole('radio', { name: 'India' }).check();
    await fields.email.fill(email);
    await expect(fields.email).not.toHaveAttribute('aria-invalid', 'true');
    await clickAfterScroll(page, send);
    const sent = remote.getByRole('status').filter({ hasText: 'Thank you, your message has been sent' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(`will reply to ${email}`);
    await expect(sent).toContainText(/Your reference: C-\d{6}/);
    expect(posted).toHaveLength(1);

    const response = await page.request.get(`${API_URL}/dev/contact-messages.json?email=${encodeURIComponent(email)}`);
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as { messages: Array<Record<string, unknown>> };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      name: 'Priya Raman',
      email,
      subject: 'Selling handmade lamps',
      message: 'Hello,\nI make brass lamps in Pune. How do I open a store?',
      location: 'India',
      language: 'en',
    });
    await expect(sent).toContainText(String(messages[0]!.reference));

    // Writing another message starts from an empty form.
    await clickAfterScroll(page, sent.getByRole('button', { name: 'Write another message' }));
    await expect(fields.name).toHaveValue('');
    await expect(fields.name).toBeFocused();
  });

  test('when the API refuses (too many messages), the visitor is told and keeps the message', async ({ page }) => {
    // A client address of its own, so the limit does not touch the other tests.
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const message = { name: 'Flood', subject: 'Hello', message: 'Hello again', location: 'Canada', language: 'en' };
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await page.request.post(`${API_URL}/api/contact/contact-us`, { data: { ...message, email: `flood.${sent}@example.com` }, headers: { 'x-forwarded-for': ip } });
      expect(answer.status()).toBe(200);
    }
    await page.route(`${API_URL}/api/contact/contact-us`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
    await settledVisitor(page, '/contact-us');
    const form = area(page).getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ana Lima');
    await form.getByRole('textbox', { name: 'Your e-mail address' }).fill('ana.lima@example.com');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Order question');
    await form.getByRole('textbox', { name: 'Message' }).fill('Where is my order?');
    await clickAfterScroll(page, form.getByRole('button', { name: 'Send message' }));
    await expect(form.getByRole('alert')).toContainText('You have sent several messages in a short time. Please wait 10 minutes');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Where is my order?');
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana Lima');
  });

  test('speaks the visitor’s language, right to left in Arabic', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'));
    await settledVisitor(page, '/contact-us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const remote = area(page);
    await expect(remote.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible();
    await expect(remote.getByRole('link', { name: 'رجوع', exact: true })).toBeVisible();
    await clickAfterScroll(page, remote.getByRole('button', { name: 'إرسال الرسالة' }));
    await expect(remote.getByRole('textbox', { name: 'اسمك' })).toHaveAccessibleDescription('يُرجى إدخال اسمك.');
  });
});
