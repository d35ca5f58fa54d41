// Every page painted from its static copy before the wasm (pwa/prerender.js), in the user's
// language; the app takes it over without a shift (src/platform/paint.rs); offline after one
// visit, every page still opens.
const fs = require('node:fs');
const path = require('node:path');
const { test, expect } = require('./fixtures');

const DIST = path.join(__dirname, '..', '..', 'dist');

/** The addresses of the build's static pages (`/`, `/drill/find`, …), from dist/. */
function staticPages() {
  const found = [];
  const walk = (dir, address) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !/^(app-|www$|pieces$)/.test(entry.name)) {
        walk(path.join(dir, entry.name), `${address}/${entry.name}`);
      } else if (entry.name === 'index.html') {
        found.push(address || '/');
      }
    }
  };
  walk(DIST, '');
  return found.sort();
}

const PAGES = staticPages();
const isBoardPage = (address) => address.startsWith('/drill/');

/** Holds the main wasm module's request until the returned function is called: the static page
 * stays on screen, and the test measures it, until then. */
async function holdWasm(page) {
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/escaque-app_bg.wasm', async (route) => { await held; await route.continue(); });
  return release;
}

test('there is a static page for every page of src/pages.txt and every drill', () => {
  const { readPages } = require('../../pwa/pages');
  for (const page of readPages().filter((p) => !p.path.includes(':'))) expect(PAGES).toContain(page.path);
  for (const mode of ['find', 'name', 'name-move', 'play-move', 'game']) expect(PAGES).toContain(`/drill/${mode}`);
  expect(fs.existsSync(path.join(DIST, '404.html'))).toBe(true);
});

/** What a page shows at once: its heading, its first paragraph, its board's squares. */
async function firstScreen(page) {
  const main = page.locator('main#main, main').first();
  const heading = main.locator('h1, h2').first();
  await expect(heading).toBeVisible();
  await expect(main.locator('p').first()).toBeAttached();
  return {
    lang: await page.evaluate(() => document.documentElement.lang),
    heading: (await heading.textContent()).trim(),
    squares: await page.locator('[data-square]').count(),
  };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false, serviceWorkers: 'block' });
  for (const address of PAGES) {
    test(`${address} shows its heading, intro and board in Spanish`, async ({ page }) => {
      await page.goto(address);
      const shown = await firstScreen(page);
      expect(shown.lang).toBe('es');
      expect(shown.heading).not.toBe('');
      if (isBoardPage(address)) expect(shown.squares).toBe(64);
    });
  }
});

/** The first screen of `address` as the app shows it once started, in `locale`. */
async function asTheAppShowsIt(browser, baseURL, address, locale) {
  const context = await browser.newContext({ baseURL, locale, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(address);
  const shown = await firstScreen(page);
  await context.close();
  return shown;
}

test.describe('with the wasm blocked', () => {
  test.use({ waitForApp: false, serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => {
    await page.route('**/*.wasm', (route) => route.abort());
  });
  for (const [locale, lang] of [['es-ES', 'es'], ['en-US', 'en']]) {
    test.describe(`in a ${locale} browser`, () => {
      test.use({ locale });
      for (const address of PAGES) {
        test(`${address} is painted in the app's language and words`, async ({ page, browser, baseURL, consoleErrors }) => {
          await page.goto(address);
          const shown = await firstScreen(page);
          expect(shown.lang).toBe(lang);
          // The same words as the app itself shows there.
          const app = await asTheAppShowsIt(browser, baseURL, address, locale);
          expect(shown.heading).toBe(app.heading);
          if (isBoardPage(address)) expect(shown.squares).toBe(64);
          // Only the blocked wasm fails.
          consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/wasm|ERR_FAILED|Failed to fetch/i.test(e)));
        });
      }
    });
  }

  test('the builder\'s static page shows no link, QR code or "open" link of a drill that is not the visit\'s', async ({ page, consoleErrors }) => {
    await page.goto('/builder');
    const output = page.locator('[data-static] .builder-output');
    await expect(output.locator('[data-qr] svg')).toBeHidden();
    await expect(output.locator('.links a[href^="/drill/"]')).toBeHidden();
    // Their place is kept: the app's come where they were.
    expect((await output.locator('[data-qr]').boundingBox()).height).toBeGreaterThan(100);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/wasm|ERR_FAILED|Failed to fetch/i.test(e)));
  });

  test('a drill\'s static page counts the questions its address asks for', async ({ page, consoleErrors }) => {
    await page.goto('/drill/find?v=1&n=10&seed=7');
    await expect(page.locator('[data-static] .drill-stats .progress')).toHaveText(/^0\D+10$/);
    await page.goto('/drill/name-move?v=1&n=5');
    await expect(page.locator('[data-static] .drill-stats .progress')).toHaveText(/^0\D+5$/);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/wasm|ERR_FAILED|Failed to fetch/i.test(e)));
  });

  test('the stored language comes before the browser\'s', async ({ page, context, consoleErrors }) => {
    // The user chose French in the app's settings (the app running: nothing blocked yet).
    await page.unroute('**/*.wasm');
    await page.goto('/settings');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
    await page.locator('select[name="ui_language"], select#ui-language, select').first().selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.route('**/*.wasm', (route) => route.abort());
    for (const address of ['/', '/drill/find', '/builder']) {
      await page.goto(address);
      const shown = await firstScreen(page);
      expect(shown.lang, address).toBe('fr');
    }
    expect(context).toBeTruthy();
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/wasm|ERR_FAILED|Failed to fetch/i.test(e)));
  });
});

test.describe('a shared drill (a teacher\'s link)', () => {
  test.use({ waitForApp: false, serviceWorkers: 'block', locale: 'es-ES' });
  test('its note is on the static page before the wasm, and the board keeps its box when the app takes over', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('/drill/find?v=1&n=20&seed=7');
    const note = page.locator('[data-static] .shared-note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('compartido');
    const board = page.locator('.board').first();
    await expect(board.locator('[data-square]')).toHaveCount(64);
    const before = await board.boundingBox();
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'), null, { timeout: 20_000 });
    await expect(page.locator('.shared-note')).toBeVisible();
    const after = await page.locator('.board').first().boundingBox();
    for (const key of ['x', 'y', 'width', 'height']) expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(1);
  });
  test('a drill without a seed or content shows no such note, before or after the wasm', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('/drill/find?v=1&n=20');
    await expect(page.locator('.board').first().locator('[data-square]')).toHaveCount(64);
    await expect(page.locator('.shared-note')).toBeHidden();
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'), null, { timeout: 20_000 });
    await expect(page.locator('.shared-note')).toBeHidden();
  });
});

test('no static page carries a style attribute (the CSP allows none)', () => {
  for (const address of PAGES) {
    const file = path.join(DIST, address === '/' ? '' : address, 'index.html');
    const styled = fs.readFileSync(file, 'utf8').match(/<[^>]*\sstyle="[^"]*"/g) || [];
    expect(styled.slice(0, 3), address).toEqual([]);
  }
});

test.describe('with everything on', () => {
  test.use({ waitForApp: false, serviceWorkers: 'block' });
  for (const address of PAGES.filter(isBoardPage)) {
    test(`${address}: the board does not move when the app takes over, no shift, no CSP violation`, async ({ page }) => {
      await page.addInitScript(() => {
        window.cspViolations = [];
        window.shift = 0;
        document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The static board's box, before the wasm has come.
      const release = await holdWasm(page);
      await page.goto(address);
      const board = page.locator('.board').first();
      await expect(board.locator('[data-square]')).toHaveCount(64);
      const before = await board.boundingBox();
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'), null, { timeout: 20_000 });
      await expect(page.locator('[data-static]')).toHaveCount(0);
      const after = await page.locator('.board').first().boundingBox();
      for (const key of ['x', 'y', 'width', 'height']) expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(1);
      await expect(page.locator('[data-square]')).toHaveCount(64);
      expect(await page.evaluate(() => window.shift)).toBeLessThanOrEqual(0.02);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    });
  }
});

test.describe('the builder on a desktop', () => {
  test.use({ waitForApp: false, serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  test('its static page keeps the preview\'s place: the page does not grow when the app takes over', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('/builder');
    const frames = page.locator('[data-static] [data-preview] li svg.diagram');
    await expect(frames).toHaveCount(5);
    // Empty frames, not the build's own prompts.
    expect(await frames.evaluateAll((svgs) => svgs.every((s) => s.childElementCount === 0))).toBe(true);
    const before = await page.locator('[data-static] .builder-output').boundingBox();
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'), null, { timeout: 20_000 });
    await expect(page.locator('[data-preview] li [data-square]').first()).toBeAttached();
    const after = await page.locator('.builder-output').boundingBox();
    for (const key of ['y', 'height']) expect(Math.abs(after[key] - before[key]), key).toBeLessThanOrEqual(2);
  });
});

test('offline after one visit, every page opens', async ({ page, context }) => {
  test.setTimeout(90_000); // every static page, one after the other
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  for (const address of PAGES) {
    await page.goto(address);
    await expect(page.locator('main h1, main h2').first(), address).toBeVisible();
    if (isBoardPage(address)) await expect(page.locator('.board [data-square]')).toHaveCount(64);
  }
  await context.setOffline(false);
});
