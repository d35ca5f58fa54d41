// The wasm split by route (pwa/wasm.js, src/routes.rs): a first visit fetches the shell and one
// language; a page's code comes when the page opens; a page whose code cannot be fetched says so.
// The service worker is blocked here, so that every fetch is the page's own (it would otherwise
// precache every chunk right after the first load).
const { test, expect } = require('./fixtures');
const { BoardPage, DrillPage, SettingsPage } = require('./pages');

test.use({ serviceWorkers: 'block' });

/** Records the wasm files the page fetches, by name (`split_drill.wasm`, …). */
function wasmFetches(page) {
  const names = [];
  page.on('requestfinished', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (name.endsWith('.wasm')) names.push(name);
  });
  return names;
}

test('a first visit fetches the shell and its language; a drill\'s code comes when it opens', async ({ page }) => {
  const fetched = wasmFetches(page);
  await page.goto('/');
  await page.locator('.drill-cards').first().waitFor();
  await new BoardPage(page).show();
  await expect(page.locator('.home-play .board')).toBeVisible();
  expect(fetched).toContain('escaque-app_bg.wasm');
  expect(fetched.filter((n) => n.startsWith('split_source_'))).toEqual(['split_source_es.wasm']);
  expect(fetched).toContain('split_home_board.wasm');
  expect(fetched).not.toContain('split_drill.wasm');
  expect(fetched).not.toContain('split_teacher.wasm');
  // The messages of the pages outside the first load (src/i18n.rs) come with such a page.
  expect(fetched.filter((n) => n.startsWith('split_later_'))).toEqual([]);

  await page.locator('[data-drill-card="find"] a').first().click();
  const drill = new DrillPage(page);
  await expect(drill.root).toHaveAttribute('data-mode', 'find');
  expect(fetched).toContain('split_drill.wasm');
  expect(fetched.filter((n) => n.startsWith('split_later_'))).toEqual(['split_later_es.wasm']);
  expect(fetched).not.toContain('split_teacher.wasm');
});

test('once a page has needed the later messages, a language chosen afterwards brings its own', async ({ page }) => {
  const fetched = wasmFetches(page);
  const drill = new DrillPage(page);
  await drill.open('name-move', 'v=1&n=3&seed=7');
  await expect(drill.prompt).not.toBeEmpty();
  expect(fetched.filter((n) => n.startsWith('split_later_'))).toEqual(['split_later_es.wasm']);
  await page.locator('header a[href="/settings"]').click();
  const settings = new SettingsPage(page);
  await settings.setUiLanguage('de');
  await expect(settings.heading()).toHaveText('Einstellungen');
  expect(fetched.filter((n) => n.startsWith('split_later_'))).toEqual(['split_later_es.wasm', 'split_later_de.wasm']);
  // A grader's reason (grader.ftl, a later file) in German, never its id.
  await page.goBack();
  await expect(drill.prompt).not.toBeEmpty();
  await drill.typeAnswer('Zz9');
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(drill.verdict).not.toContainText('reason-');
  await expect(drill.verdict).toContainText('nicht');
});

test('a page whose code cannot be fetched says so, with a way home, and opens once online', async ({ page, context, consoleErrors }) => {
  await page.goto('/');
  await page.locator('.drill-cards').first().waitFor();
  await context.setOffline(true);
  await page.locator('header a[href="/progress"]').click();
  const failed = page.locator('[data-error="page-load-failed"]');
  await expect(failed).toBeVisible();
  await expect(failed.locator('h1')).toHaveText('No se ha podido cargar esta página');
  await expect(failed).toContainText('Conéctate una vez');
  await expect(page.locator('header.top')).toBeVisible();
  // What the browser and the chunk loader log about the failed fetches is expected here; any
  // other error still fails the test.
  const expected = (e) => e.includes('net::ERR_INTERNET_DISCONNECTED')
    || (e.startsWith('TypeError: Failed to fetch') && e.includes('__wasm_split.js'));
  expect(consoleErrors.filter(expected).length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected(e)));

  // Online again: a failed fetch is not remembered, the next visit loads the page.
  await context.setOffline(false);
  await failed.locator('a[href="/"]').click();
  await page.locator('.drill-cards').first().waitFor();
  await page.locator('header a[href="/progress"]').click();
  await expect(page.locator('h1')).toHaveText('Progreso');
  await expect(failed).toHaveCount(0);
});

test('a language is fetched when it is chosen, and only then', async ({ page }) => {
  const fetched = wasmFetches(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.heading()).toHaveText('Ajustes');
  expect(fetched).not.toContain('split_source_de.wasm');
  await settings.setUiLanguage('de');
  await expect(settings.heading()).toHaveText('Einstellungen');
  expect(fetched.filter((n) => n === 'split_source_de.wasm')).toHaveLength(1);
  // Back to Spanish: already here, nothing fetched again.
  await settings.setUiLanguage('es');
  await expect(settings.heading()).toHaveText('Ajustes');
  expect(fetched.filter((n) => n === 'split_source_es.wasm')).toHaveLength(1);
});

/** How the page asked for each wasm file so far: resource timing's initiator, by file name. */
function wasmInitiators(page) {
  return page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.wasm'))
    .map((e) => [new URL(e.name).pathname.split('/').pop(), e.initiatorType]));
}

test('the start asks for its language next to the main wasm, once: the stored one over the browser\'s', async ({ page }) => {
  // The browser is Spanish: the first visit's language chunk is preloaded by the page's
  // loader (a <link>), not asked for by the main wasm after it runs.
  await page.goto('/');
  await page.locator('.drill-cards').first().waitFor();
  let sources = (await wasmInitiators(page)).filter(([name]) => name.startsWith('split_source_'));
  expect(sources).toEqual([['split_source_es.wasm', 'link']]);

  // French is chosen and stored: the next start preloads French, and only French.
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.setUiLanguage('fr');
  await expect(settings.heading()).toHaveText('Réglages');
  const fetched = wasmFetches(page);
  await page.reload();
  await expect(settings.heading()).toHaveText('Réglages');
  sources = (await wasmInitiators(page)).filter(([name]) => name.startsWith('split_source_'));
  expect(sources).toEqual([['split_source_fr.wasm', 'link']]);
  expect(fetched.filter((n) => n.startsWith('split_source_'))).toEqual(['split_source_fr.wasm']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the home page builds its board when the user scrolls to it, not before', async ({ page }) => {
    await page.goto('/');
    await page.locator('.drill-cards').first().waitFor();
    // The rest of the page comes a task later; the board's place is there, its board is not.
    const place = page.locator('.home-play.board-placeholder');
    await expect(place).toHaveCount(1);
    await page.waitForTimeout(300);
    await expect(page.locator('.home-play .board')).toHaveCount(0);
    const board = new BoardPage(page);
    await board.show();
    await expect(board.squares()).toHaveCount(64);
    expect(await board.loadedPieces()).toBe(32);
    await expect(place).toHaveCount(0);
  });
});

test('a link straight to a drill asks for the drill\'s code next to the main wasm', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=3&seed=7');
  await expect(drill.prompt).not.toBeEmpty();
  const initiators = Object.fromEntries(await wasmInitiators(page));
  expect(initiators['split_drill.wasm']).toBe('link');
  expect(initiators['split_source_es.wasm']).toBe('link');
  expect(initiators['split_later_es.wasm']).toBe('link');
  expect(initiators['split_teacher.wasm']).toBeUndefined();
});

test('an address that is no page still starts the app: the loader\'s guesses never stop it', async ({ page }) => {
  // Names that every JavaScript object has: a lookup by path segment must not find them.
  for (const path of ['/constructor', '/__proto__/x', '/toString']) {
    await page.goto(path);
    await expect(page.locator('.link-error[role=alert] h1')).toHaveText('Página no encontrada');
    await expect(page.locator('header.top')).toBeVisible();
  }
});
