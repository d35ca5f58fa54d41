// Every user, every input (issue 33): a keyboard and a screen reader find their way. Page
// titles, the focus after a route change, Escape on the board, a select that applies on commit,
// the move in words, the focus ring's contrast, the home page's links and first screen.
const { test, expect } = require('./fixtures');
const { BoardPage } = require('./pages');

const APP = 'Escaque';

/** The document's title once the page's heading has given it (not the app's name alone). */
async function pageTitle(page) {
  await page.waitForFunction((app) => document.title !== app && document.title.endsWith(app), APP);
  return page.title();
}

/** Waits until the focus is on the page's main heading (`#main h1`). */
async function focusOnHeading(page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#main h1');
    return heading !== null && document.activeElement === heading;
  });
  return page.locator('#main h1').innerText();
}

test('every page has a title of its own: its heading, then the app', async ({ page }) => {
  const addresses = ['/', '/settings', '/learn', '/learn/board', '/progress', '/builder', '/results',
    '/convert', '/drill/find', '/drill/name-move', '/drill/write-fen'];
  const titles = [];
  for (const address of addresses) {
    await page.goto(address);
    const title = await pageTitle(page);
    const heading = (await page.locator('#main h1').innerText()).replace(/\s+/g, ' ').trim();
    expect(title, address).toBe(`${heading} — ${APP}`);
    titles.push(title);
  }
  expect(new Set(titles).size, titles.join(' | ')).toBe(addresses.length);
});

test.describe('before the app starts', () => {
  test.use({ waitForApp: false });
test('a static page is named before the app starts, in the language it shows', async ({ browser, baseURL }) => {
  const addresses = ['/', '/progress', '/learn', '/convert', '/drill/find'];
  for (const locale of ['es-ES', 'en-US']) {
    // The app's own titles, in the browser's language.
    const live = await browser.newContext({ baseURL, locale, serviceWorkers: 'block' });
    const app = await live.newPage();
    const expected = [];
    for (const address of addresses) {
      await app.goto(address);
      expected.push(await pageTitle(app));
    }
    await live.close();
    // The static pages alone: the app's code never arrives.
    const still = await browser.newContext({ baseURL, locale, serviceWorkers: 'block' });
    await still.route(/\.wasm(\?|$)/, (route) => route.abort());
    const page = await still.newPage();
    const shown = [];
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.locator('#main h1')).toBeVisible();
      shown.push(await page.title());
    }
    await still.close();
    expect(shown, locale).toEqual(expected);
  }
});
});

test('after a route change the focus is on the new page’s heading, and the title follows', async ({ page }) => {
  await page.goto('/');
  const home = await pageTitle(page);
  for (const [link, heading] of [
    ['header nav a[href="/settings"]', 'Ajustes'],
    ['header nav a[href="/learn"]', 'El curso de notación'],
    ['header nav a[href="/progress"]', 'Progreso'],
    ['header nav a[href="/"]', 'Entrenador de notación de ajedrez'],
  ]) {
    // Keyboard only: the link takes the focus, Enter follows it.
    await page.locator(link).focus();
    await page.keyboard.press('Enter');
    expect(await focusOnHeading(page)).toBe(heading);
    await expect(page).toHaveTitle(`${heading} — ${APP}`);
  }
  await expect(page).toHaveTitle(home);
  // A home card's link, to a page whose code comes later (a drill).
  await page.locator('[data-drill-card="find"] a').first().focus();
  await page.keyboard.press('Enter');
  expect(await focusOnHeading(page)).toBe('Encuentra la casilla');
  // The heading shows where the focus is.
  const ring = await page.locator('#main h1').evaluate((h) => getComputedStyle(h).outlineStyle);
  expect(ring).toBe('solid');
});

test('the home page’s links say where they go; the course and the teachers on a phone’s first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const names = await page.locator('.drill-card a').evaluateAll((links) => links.map((a) => {
    const ids = (a.getAttribute('aria-labelledby') || '').split(' ').filter(Boolean);
    return ids.length ? ids.map((id) => document.getElementById(id).textContent.trim()).join(' ') : a.textContent.trim();
  }));
  expect(names.length).toBeGreaterThan(9);
  expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  await expect(page.getByRole('link', { name: 'Encuentra la casilla 20 preguntas' })).toHaveCount(1);
  for (const entry of ['a[data-course-link]', 'a[data-teachers-link]', '[data-offline-line]']) {
    await expect(page.locator(entry)).toBeInViewport({ ratio: 1 });
  }
  await expect(page.locator('a[data-teachers-link]')).toHaveAttribute('href', '/builder');
});

test('Escape puts down a piece picked up with the keyboard', async ({ page }) => {
  const board = new BoardPage(page);
  await board.goto();
  await board.square('e2').focus();
  await page.keyboard.press('Enter');
  await expect(board.square('e2')).toHaveAttribute('aria-pressed', 'true');
  await expect(board.board.locator('.dest')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(board.square('e2')).toHaveAttribute('aria-pressed', 'false');
  await expect(board.board.locator('.dest')).toHaveCount(0);
  await expect(board.square('e2')).toBeFocused();
  // Nothing is held: e4 pressed now plays nothing.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  expect(await board.hasPiece('e4')).toBe(false);
  expect(await board.hasPiece('e2')).toBe(true);
});

test('the language select changes nothing until the choice is committed', async ({ page }) => {
  await page.goto('/settings');
  const select = page.locator('#ui-language');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  // Stepped to English, not chosen yet: the page and its notation stay Spanish.
  await expect(select).toHaveValue('en');
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('#main h1')).toHaveText('Ajustes');
  await expect(page.locator('#notation')).toHaveValue('es');
  // Enter commits it.
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#main h1')).toHaveText('Settings');
  await expect(page.locator('#notation')).toHaveValue('en');
  // Leaving the select commits too.
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await expect(page.locator('#main h1')).toHaveText('Settings');
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a notation the user chose stays when the UI language changes, even the UI’s own', async ({ page }) => {
  await page.goto('/settings');
  await page.locator('#notation').selectOption('en');
  await page.locator('#notation').selectOption('es');
  await page.locator('#ui-language').selectOption('fr');
  await expect(page.locator('#main h1')).toHaveText('Réglages');
  await expect(page.locator('#notation')).toHaveValue('es');
  await expect(page.locator('[data-note="notation-followed"]')).toHaveText('');
});

test('a name-the-move question gives the move played in words, in the UI language', async ({ browser }) => {
  for (const [locale, words] of [['es-ES', /^Jugada: \S+ (blanc|negr)[oa] de e4 a c3/], ['en-US', /^Move played: (white|black) \S+ from e4 to c3/]]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/drill/name-move?v=1&n=4&seed=43&focus=captures');
    await expect(page.locator('[data-drill]')).toHaveAttribute('data-question-move', 'e4c3');
    const said = page.locator('.board-wrap [data-move-words]');
    await expect(said).toHaveAttribute('data-move-words', 'e4c3');
    await expect(said).toHaveText(words);
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await context.close();
  }
});

/** Relative luminance of a CSS colour `rgb(r, g, b)` (WCAG 2). */
function luminance(css) {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

for (const theme of ['light', 'dark']) {
  test(`the focus ring stands out (3:1) on every square and on the page, ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const board = new BoardPage(page);
    await board.goto();
    // Reached with the keyboard: Tab onto the board's square.
    await board.square('e2').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const rings = {};
    // e2 is light, d2 dark; e1 and d1 with their pieces' squares of the other colour.
    for (const name of ['e2', 'd2']) {
      await board.square(name).focus();
      await page.keyboard.press(name === 'e2' ? 'ArrowRight' : 'ArrowLeft');
      await page.keyboard.press(name === 'e2' ? 'ArrowLeft' : 'ArrowRight');
      rings[name] = await board.square(name).evaluate((square) => {
        const own = getComputedStyle(square);
        const inner = getComputedStyle(square, '::before');
        return {
          focused: document.activeElement === square,
          square: own.backgroundColor,
          outer: own.outlineColor,
          outerStyle: own.outlineStyle,
          inner: inner.boxShadow.match(/rgba?\([^)]*\)/)?.[0],
        };
      });
    }
    for (const [name, ring] of Object.entries(rings)) {
      expect(ring.focused, name).toBe(true);
      expect(ring.outerStyle, name).toBe('solid');
      expect(ring.inner, name).toBeTruthy();
      const best = Math.max(contrast(ring.outer, ring.square), contrast(ring.inner, ring.square));
      expect(best, `${theme} ${name}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
    }
    // The page's other controls: the ring against the background.
    const page_ = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const probe = document.createElement('div');
      probe.style.color = style.getPropertyValue('--focus');
      probe.style.backgroundColor = style.getPropertyValue('--bg');
      document.body.append(probe);
      const c = getComputedStyle(probe);
      const out = { focus: c.color, bg: c.backgroundColor };
      probe.remove();
      return out;
    });
    expect(contrast(page_.focus, page_.bg), JSON.stringify(page_)).toBeGreaterThanOrEqual(3);
  });
}
