import { expectNoSevereViolations } from '../support/a11y';
import { API_URL } from '../support/ports';
import { agreeBeforeLoad, expect, loadRenderedInBrowser, locationCountFor, PLACES, settledVisitor, stored, test, waitForSettledDevice } from '../support/fixtures';

/** The host shell (§2.3 top bar, §2.6 header menu, §4 device and session, §8, §9). */

test.describe('device and location', () => {
  test.use({ geolocation: PLACES.toronto, permissions: ['geolocation'] });

  test('a first visit with a granted position loads the document once, registers the device, stores §3 values and shows the city in place', async ({ page }) => {
    await agreeBeforeLoad(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const device = page.waitForRequest((request) => request.url().endsWith('/api/commen/user-device'));
    await page.goto('/marketplace-home');
    expect((await device).postDataJSON()).toMatchObject({ devicetype: 'WEB', latitude: '43.6532', longitude: '-79.3832' });
    await waitForSettledDevice(page);
    // The header asks again for the new place's counts, without a second page load (§4's reload, in place).
    await expect(page.getByRole('button', { name: /Shop In Toronto/ })).toBeVisible();
    expect(documents).toHaveLength(1);
    expect(loads).toBe(1);
    expect(await stored(page, 'csa')).toBeTruthy();
    expect(await stored(page, 'devicetype')).toBe('WEB');
    expect(await stored(page, 'latitude')).toBe('43.6532');
    expect(await stored(page, 'longitude')).toBe('-79.3832');
    expect(await stored(page, 'deviceos')).toBeTruthy();
    expect(await stored(page, 'devicebrowser')).toBeTruthy();
    expect(JSON.parse((await stored(page, 'userdevice')) ?? '{}')).toHaveProperty('languages_code');
    expect(await stored(page, 'languageName')).toBeTruthy();
    expect(await stored(page, 'countryLanguage')).toBe('en');
    // A later visit with the same position does not register again.
    loads = 0;
    let registered = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/commen/user-device')) registered = true;
    });
    await page.reload();
    await waitForSettledDevice(page);
    expect(loads).toBe(1);
    expect(registered).toBe(false);
  });
});

test.describe('device answers other than 1', () => {
  test('are ignored silently: nothing stored, no reload, no message', async ({ page }) => {
    await agreeBeforeLoad(page);
    await page.route(`${API_URL}/api/commen/user-device`, (route) => route.fulfill({ json: { status: '0', msg: 'device refused' } }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/marketplace-home');
    await waitForSettledDevice(page);
    expect(loads).toBe(1);
    expect(await stored(page, 'userdevice')).toBeNull();
    await expect(page.locator('[data-remote="mf_browse"]')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('device with the position denied', () => {
  test.use({ permissions: [] });

  test('falls back to the default country IN', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    expect(await stored(page, 'latitude')).toBe('');
    await expect(page.getByTestId('country-availability')).toContainText('Products AVAILABLE in India');
  });
});

test.describe('top bar', () => {
  test('Register offers the three registrations with their addresses', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await page.getByRole('button', { name: 'Register' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Vendor registration' })).toHaveAttribute('href', '/register/Vendor');
    await expect(menu.getByRole('menuitem', { name: 'Buyer registration' })).toHaveAttribute('href', '/register/Buyer');
    await expect(menu.getByRole('menuitem', { name: 'Affiliate registration' })).toHaveAttribute('href', '/register/Affiliate');
    await menu.getByRole('menuitem', { name: 'Buyer registration' }).click();
    await page.waitForURL('**/register/Buyer');
    await expect(page.locator('[data-remote="mf_account"]')).toBeVisible();
  });

  test('shows Login and Register to a visitor and Coming Soon sections', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const sections = page.getByRole('navigation', { name: 'Marketplace sections' });
    await expect(sections).toContainText('Global Marketplace');
    await expect(sections).toContainText(/Global Services\s*Coming Soon/);
    await expect(sections).toContainText(/Global Promotions\s*Coming Soon/);
  });
});

test.describe('language switch', () => {
  test.use({ geolocation: PLACES.madrid, permissions: ['geolocation'] });

  test('stores the selected and previous language in lowercase and translates the shell', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const select = page.getByRole('combobox', { name: 'Language' });
    // Each language names itself (issue 37 item 7): a visitor who reads no English finds theirs.
    await expect(select.locator('option')).toHaveText(['English', 'Español']);
    await select.selectOption('es');
    await waitForSettledDevice(page);
    expect(await stored(page, 'selectedLanguage')).toBe('es');
    expect(await stored(page, 'preselectedLanguage')).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: /Ofertas/ })).toBeVisible();
  });
});

test.describe('right-to-left', () => {
  test.use({ geolocation: PLACES.cairo, permissions: ['geolocation'] });

  test('Arabic lays the page out right to left', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText(['English', 'العربية']);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await waitForSettledDevice(page);
    await expect(page.getByRole('combobox', { name: 'اللغة' }).locator('option')).toHaveText(['English', 'العربية']);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // The logo sits at the right edge of the header in a right-to-left page.
    const logo = await page.getByRole('link', { name: /GBX/ }).first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(logo!.x).toBeGreaterThan(width / 2);
  });
});

test.describe('header menu', () => {
  test.use({ geolocation: PLACES.toronto, permissions: ['geolocation'] });

  test('shows the counts the API answers for this place', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const counts = await locationCountFor(page);
    await page.getByRole('button', { name: 'Deals and Promotions' }).click();
    await expect(page.getByTestId('deals-discounted-count')).toHaveText(`(${Number(counts.DiscountedProductCount).toLocaleString('en')})`);
    await expect(page.getByTestId('deals-featured-count')).toHaveText(`(${Number(counts.FeaturedProductCount).toLocaleString('en')})`);
    await expect(page.getByRole('menuitem', { name: /Mega Brands/ })).toContainText('Coming Soon');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('country-availability')).toHaveText(
      `Products AVAILABLE in ${counts.country_name}(${Number(counts.ProductAvailableCount).toLocaleString('en')})`,
    );
    await page.getByRole('button', { name: `Shop In ${counts.city}` }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(`Products located in ${counts.city}`) })).toContainText(`(${counts.CityProductCount})`);
    await expect(page.getByRole('menuitem', { name: new RegExp(`Vendors located in ${counts.city}`) })).toContainText(`(${counts.CityVendorCount})`);
    await page.getByRole('menuitem', { name: new RegExp(`Products located in ${counts.city}`) }).click();
    await page.waitForURL((url) => url.pathname === `/product-result/${encodeURIComponent(String(counts.city))}` && url.searchParams.get('condition') === 'city');
  });

  test('says no items are available when the country has none', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await page.route(`${API_URL}/api/commen/location-count`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), ProductAvailableCount: 0 } });
    });
    await loadRenderedInBrowser(page);
    await expect(page.getByTestId('country-availability')).toHaveText('No items are currently available in the country');
  });

  test('the cart box does nothing for a visitor', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const box = page.getByTestId('cart-box');
    await expect(box).toContainText('0 items');
    await expect(page.getByRole('link', { name: /Shopping cart/ })).toHaveCount(0);
  });

  test('becomes fixed after 396 px of scroll on desktop', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const header = page.getByTestId('header-menu');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(400);
    await page.evaluate(() => window.scrollTo(0, 390));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
  });

  test('leaves its in-flow height behind when it turns fixed, so the page does not jump', async ({ page }) => {
    // At 1280 px the header wraps to two lines: its place must be its measured height, not a constant.
    await page.setViewportSize({ width: 1280, height: 800 });
    await settledVisitor(page, '/marketplace-home');
    const header = page.getByTestId('header-menu');
    const mainTop = () => page.evaluate(() => (document.querySelector('main')?.getBoundingClientRect().top ?? Number.NaN) + window.scrollY);
    // A scroll to 400 px only happens once the page is tall enough for it; on a cold machine the area may still be loading.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(400);
    await page.evaluate(() => window.scrollTo(0, 390));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    const inFlow = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    expect(await mainTop()).toBe(inFlow);
  });

  test('the promo video starts muted and has a sound toggle', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const video = page.getByTestId('promo-video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('autoplay', true);
    // Until its file has come, the frame shows the video's first frame (the poster).
    const poster = await video.getAttribute('poster');
    expect(poster).toMatch(/\/assets\/promo-poster\.[0-9a-f]+\.webp$/);
    const picture = await page.request.get(new URL(poster ?? '', page.url()).href);
    expect(picture.headers()['content-type']).toBe('image/webp');
    // Its file comes once the visitor can see it and the page has loaded.
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('src', /\.webm$/);
    await page.getByRole('button', { name: 'Turn sound on' }).click();
    await expect(video).toHaveJSProperty('muted', false);
    await expect(page.getByRole('button', { name: 'Turn sound off' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the featured carousel links each image to its product', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const carousel = page.getByRole('region', { name: 'Featured Products' });
    const first = carousel.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/product-detail\/.+/);
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`**${href}`);
  });

  for (const [width, perView] of [
    [1366, 6],
    [900, 2],
    [375, 1],
  ] as const) {
    test(`the featured carousel shows ${perView} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await settledVisitor(page, '/marketplace-home');
      const carousel = page.locator('[aria-roledescription="carousel"]');
      // The products show still first; measure the carousel once its library has taken over (its arrows are there).
      await expect(carousel.getByRole('button', { name: 'Next products' })).toBeVisible();
      const [viewport, slide] = await carousel.evaluate((region) => [
        region.querySelector('div')!.getBoundingClientRect().width,
        region.querySelector('li')!.getBoundingClientRect().width,
      ]);
      expect(Math.round(viewport / slide)).toBe(perView);
    });
  }

  test('the header has no serious or critical accessibility violation', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await expectNoSevereViolations(page, { selector: 'header', ready: page.getByTestId('country-availability') });
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('becomes fixed after 142 px of scroll', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const header = page.getByTestId('header-menu');
    await page.evaluate(() => window.scrollTo(0, 130));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute('data-fixed', 'true');
  });

  test('leaves its exact in-flow height behind when it turns fixed (a fractional height too)', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    const header = page.getByTestId('header-menu');
    const mainTop = () => page.evaluate(() => (document.querySelector('main')?.getBoundingClientRect().top ?? Number.NaN) + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 130));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    const inFlow = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    expect(await mainTop()).toBe(inFlow);
  });
});

test.describe('session reactions', () => {
  test('a 401 from any call clears the saved auth and goes to /login', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await page.evaluate(() => {
      localStorage.setItem('isLoggedin', '1');
      localStorage.setItem('userName', 'Asha');
      localStorage.setItem('userType', 'Buyer');
      localStorage.setItem('userData', 'session-token');
    });
    // Storage written behind the app's back is not in the render cookie yet: without
    // it, the reload is rendered by the browser, as a signed-in visitor's page is, and
    // the header's call is the browser's (the server's answer would hide the 401).
    await page.context().clearCookies({ name: 'gbx_render' });
    await page.route(`${API_URL}/api/commen/location-count`, (route) => route.fulfill({ status: 401, json: { status: '0', msg: 'Please log in' } }));
    await page.reload();
    await page.waitForURL('**/login');
    expect(await stored(page, 'isLoggedin')).toBeNull();
    expect(await stored(page, 'userData')).toBeNull();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a failing header call shows no message and never a blank page', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await page.route(`${API_URL}/api/commen/location-count`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.locator('[data-remote="mf_browse"]')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
