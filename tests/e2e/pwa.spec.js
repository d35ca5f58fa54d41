// The installable, offline app: service worker, manifest and icons, CSP, the update notice.
const { test, expect, chromium } = require('./fixtures');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { AppShell, BoardPage, DrillPage, SettingsPage } = require('./pages');
const { serve } = require('../serve');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');


test('after one visit the app works offline, on every route', async ({ page, context }) => {
  const board = new BoardPage(page);
  const shell = new AppShell(page);
  await board.goto();
  await shell.waitForServiceWorker();
  await context.setOffline(true);

  await page.reload();
  await board.show();
  await expect(board.squares()).toHaveCount(64);
  expect(await board.loadedPieces()).toBe(32);
  await board.click('e2');
  await board.click('e4');
  await expect(board.status).toContainText('Última jugada: e4');

  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.heading()).toHaveText('Ajustes');
  await page.reload();
  await expect(settings.heading()).toHaveText('Ajustes');
  await page.locator('header a[href="/"]').click();
  await board.show();
  await expect(board.squares()).toHaveCount(64);

  // A square drill, offline: the prompts of its seed, answered.
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=2&seed=7');
  await expect(drill.prompt).toHaveText('e5');
  await drill.square('e5').click();
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');

  // A move drill, offline: the game library comes from the cache.
  await drill.open('name-move', 'v=1&n=4&seed=43&focus=captures');
  await expect(drill.root).toHaveAttribute('data-question-move', 'e4c3');
  await drill.typeAnswer('Cxc3');
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');

  // A route the app does not know is still answered by the app (its own "not found").
  await page.goto('/no/such/page');
  await expect(page.locator('header.top')).toBeVisible();
  await expect(page.locator('[role=alert] a[href="/"]')).toBeVisible();
});

test('the manifest is installable and every icon it or the page names is served', async ({ consoleErrors, request }, testInfo) => {
  // Chromium never offers to install from an incognito profile: use a profile on disk.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'escaque-profile-'));
  const { baseURL, launchOptions, locale } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale });
  try {
    const page = context.pages()[0] || await context.newPage();
    page.on('console', (msg) => { if (msg.type() === 'error') consoleErrors.push(msg.text()); });
    page.on('pageerror', (err) => consoleErrors.push(String(err)));
    await new BoardPage(page).goto();
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/www\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await checkIcons(page, request, manifest);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

/** The manifest's fields, and every icon it or the page names answers with an image. */
async function checkIcons(page, request, manifest) {
  const parsed = JSON.parse(manifest.data);
  expect(parsed).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', id: '/' });
  // Installed, the app is named in no one language: its own name, for everyone.
  expect(parsed).toMatchObject({ name: 'Escaque', short_name: 'Escaque' });
  expect(parsed.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const urls = [
    '/favicon.ico',
    ...await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').evaluateAll((ls) => ls.map((l) => l.href)),
    ...parsed.icons.map((i) => new URL(i.src, manifest.url).href),
  ];
  expect(urls.length).toBeGreaterThanOrEqual(8);
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    // The test server answers unknown paths with index.html: a missing icon would be text/html.
    expect(response.headers()['content-type'], url).toMatch(/^image\//);
  }
}

test('the page runs under its CSP with no violation, and the CSP blocks inline script', async ({ consoleErrors, page, request }, testInfo) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const shell = new AppShell(page);
  const board = new BoardPage(page);
  await board.goto();
  const policy = await shell.metaPolicy();
  for (const directive of ["default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "object-src 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|https?:|\*/);

  // The served page's inline scripts (the static page's language pick and swap,
  // pwa/prerender.js) are each allowed by their hash, and by nothing broader.
  const html = await (await request.get('/')).text();
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) || [];
  expect(scripts.length).toBeGreaterThan(0);
  const crypto = require('node:crypto');
  for (const script of scripts) {
    const [, attrs, body] = /^<script\b([^>]*)>([\s\S]*?)<\/script>$/i.exec(script);
    if (/\bsrc=/.test(attrs)) continue;
    expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }

  expect(await board.loadedPieces()).toBe(32);
  await board.click('g1');
  await board.click('f3');
  await expect(board.status).toContainText('Cf3');
  await shell.waitForServiceWorker();
  const settings = new SettingsPage(page);
  await page.locator('header a[href="/settings"]').click();
  await settings.chooseTheme('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);

  // The policy is in force: an injected inline script does not run, and is reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.cspViolations.length)).toBe(1);
  expect(await page.evaluate(() => window.injectedRan)).toBeUndefined();
  expect(await page.evaluate(() => window.cspViolations[0])).toMatch(/^script-src/);
  // That refusal is the one console error this test expects.
  const expected = consoleErrors.filter((e) => /inline script/.test(e));
  expect(expected).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(expected[0]), 1);
});

test('a new build is announced, and only the click on Reload switches to it', async ({ page, context }, testInfo) => {
  // Two service-worker installs of the whole build: 15 s on a quiet machine, near 30 s on a busy one.
  test.slow();
  // A build of our own to change: a copy of dist, served on another port.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escaque-update-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const server = await serve(dir);
  try {
    const shell = new AppShell(page);
    const board = new BoardPage(page);
    await page.goto(`${server.url}/`);
    await board.show();
    await shell.waitForServiceWorker();
    await expect(shell.statusRegion).toBeAttached();
    await expect(shell.updateNotice).toBeHidden();
    await page.evaluate(() => { window.firstLoad = true; });

    // The new version: one precached file changes, and the post-build hook runs again.
    const changed = path.join(dir, 'pieces/wN.svg');
    fs.appendFileSync(changed, '<!-- version 2 -->\n');
    const before = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    execFileSync('node', [path.join(ROOT, 'pwa/post-build.js')], {
      env: { ...process.env, TRUNK_STAGING_DIR: dir, TRUNK_PROFILE: 'release' },
      stdio: 'pipe',
    });
    expect(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).not.toEqual(before);

    await shell.checkForUpdate();
    await expect(shell.updateNotice).toBeVisible({ timeout: 20_000 });
    await expect(shell.updateNotice).toContainText('Hay una nueva versión de Escaque');
    await expect(shell.statusRegion).toContainText('Hay una nueva versión');
    expect(await shell.updateWaiting()).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('update-notice.png') });

    // Nothing has reloaded by itself, even after a while.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.firstLoad)).toBe(true);
    expect(await board.hasPiece('g1')).toBe(true);

    // A plain reload does not switch versions; the waiting one is announced again at start.
    await page.reload();
    await board.show();
    await expect(shell.updateNotice).toBeVisible();
    expect(await shell.updateWaiting()).toBe(true);
    await page.evaluate(() => { window.firstLoad = true; });

    // Keyboard: the button takes focus and Enter activates it.
    await shell.reloadButton.focus();
    await expect(shell.reloadButton).toBeFocused();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await board.show();
    expect(await page.evaluate(() => window.firstLoad)).toBeUndefined();
    await expect(shell.updateNotice).toBeHidden();
    expect(await shell.updateWaiting()).toBe(false);

    // The new worker is in control: offline, the changed file comes from its precache.
    await context.setOffline(true);
    const text = await page.evaluate(async () => (await fetch('/pieces/wN.svg')).text());
    expect(text).toContain('version 2');
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
