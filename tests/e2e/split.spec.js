// The wasm split by route (pwa/wasm.js, src/routes.rs): a first visit fetches the shell and one
// language; a page's code comes when the page opens; a page whose code cannot be fetched says so.
// The service worker is blocked here, so that every fetch is the page's own (it would otherwise
// precache every chunk right after the first load).
const { test, expect } = require('./fixtures');
const { DrillPage, SettingsPage } = require('./pages');

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
  await expect(page.locator('.home-play .board')).toBeVisible();
  expect(fetched).toContain('escaque-app_bg.wasm');
  expect(fetched.filter((n) => n.startsWith('split_source_'))).toEqual(['split_source_es.wasm']);
  expect(fetched).toContain('split_home_board.wasm');
  expect(fetched).not.toContain('split_drill.wasm');
  expect(fetched).not.toContain('split_teacher.wasm');

  await page.locator('[data-drill-card="find"] a').first().click();
  const drill = new DrillPage(page);
  await expect(drill.root).toHaveAttribute('data-mode', 'find');
  expect(fetched).toContain('split_drill.wasm');
  expect(fetched).not.toContain('split_teacher.wasm');
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
