// Accessibility audits with axe-core on every page, in the light and the dark theme: no serious
// or critical violation of any axe rule (WCAG 2.0-2.2 A and AA, and axe's best practices:
// landmarks, headings, regions). Every audit's violations (of any impact) are attached to the
// test's results, for review. No axe rule is disabled.
const { test, expect } = require('./fixtures');
const { AxeBuilder } = require('@axe-core/playwright');
const { DrillPage, ProgressPage, ResultsPage, openRendered, presetSettings } = require('./pages');
const { everyPage } = require('../facts');

const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

// Every page (tests/facts.js: src/pages.txt, with each drill mode's link and each lesson from
// the core's facts).
const PAGES = everyPage();
const BAD_LINK = '/drill/find?v=1&bogus=1';

// The page background each theme must show (--bg), so an audit cannot pass on the wrong theme.
const LIGHT_BG = 'rgb(246, 244, 239)';
const DARK_BG = 'rgb(27, 28, 30)';

// The theme chosen in the settings, on a device that prefers the other one (so the setting is
// what decides). The default theme ("system") follows the device with the same colours: checked
// below without axe.
const THEMES = [
  { name: 'light', setting: 'light', device: 'dark', background: LIGHT_BG },
  { name: 'dark', setting: 'dark', device: 'light', background: DARK_BG },
];

/** Runs axe on the page as it is now; fails (softly) on any serious or critical violation. */
async function audit(page, testInfo, label, background) {
  const bodyBg = await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
  expect.soft(bodyBg, `theme of ${label}`).toBe(background);
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  await testInfo.attach(`axe ${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  // The audit really looked: contrast was checked on text of this page.
  const contrast = [...results.passes, ...results.violations, ...results.incomplete]
    .filter((r) => r.id === 'color-contrast');
  expect.soft(contrast.length, `color-contrast ran on ${label}`).toBeGreaterThan(0);
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} | ${n.failureSummary.replace(/\s+/g, ' ')}`),
    }));
  expect.soft(blocking, `serious or critical violations on ${label}`).toEqual([]);
}

// Spread over the workers: each audit takes seconds.
test.describe.configure({ mode: 'parallel' });

for (const theme of THEMES) {
  test.describe(`axe, ${theme.name} theme`, () => {
    test.use({ colorScheme: theme.device });
    test.beforeEach(async ({ page }) => presetSettings(page, { ui: 'es', notation: 'es', theme: theme.setting }));

    for (const url of PAGES) {
      test(`${url} (${theme.name})`, async ({ page }, testInfo) => {
        await openRendered(page, url);
        await audit(page, testInfo, `${url} ${theme.name}`, theme.background);
      });
    }

    test(`a bad drill link's error page (${theme.name})`, async ({ page }, testInfo) => {
      await openRendered(page, BAD_LINK, { error: true });
      await audit(page, testInfo, `error page ${theme.name}`, theme.background);
    });

    test(`a finished run, its result link, progress and class results (${theme.name})`, async ({ page }, testInfo) => {
      test.slow(); // four audits, seconds each on a loaded machine
      const drill = new DrillPage(page);
      await drill.open('find', 'v=1&n=1&seed=7');
      await drill.square(await drill.promptText()).click();
      await expect(drill.summary).toBeVisible();
      await audit(page, testInfo, `end of a run ${theme.name}`, theme.background);

      const code = await drill.resultCode();
      const link = await drill.resultLink();
      expect(link).toMatch(/^\/result\?/);
      await openRendered(page, link);
      await audit(page, testInfo, `result link ${theme.name}`, theme.background);

      await openRendered(page, '/progress');
      await expect(new ProgressPage(page).runs).toHaveCount(1);
      await audit(page, testInfo, `progress after a run ${theme.name}`, theme.background);

      const results = new ResultsPage(page);
      await results.goto();
      await results.paste(`Ana: ${code}`);
      await expect(results.rows).toHaveCount(1);
      await audit(page, testInfo, `results with a code ${theme.name}`, theme.background);
    });
  });
}

test('a keyboard skips the header: the first Tab shows the skip link, Enter takes the focus to the page', async ({ page }) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  // (A drill puts the focus on its answer itself: already in the page.)
  for (const url of ['/learn', '/progress']) {
    await openRendered(page, url);
    await page.keyboard.press('Tab');
    const skip = page.locator('a.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('Ir al contenido');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab stop is the page's, past the header's links; the address is unchanged.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main').contains(document.activeElement))).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
  }
});

/** The colours of the page: every custom property of the root element, and its colour scheme. */
async function rootColours(browser, baseURL, device, setting) {
  const context = await browser.newContext({ baseURL, colorScheme: device, locale: 'es-ES' });
  const page = await context.newPage();
  await presetSettings(page, { ui: 'es', notation: 'es', theme: setting });
  await openRendered(page, '/');
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const names = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) => [rule, ...(rule.cssRules ? [...rule.cssRules] : [])])
      .flatMap((rule) => (rule.style ? [...rule.style] : []))
      .filter((name) => name.startsWith('--'));
    return Object.fromEntries([...new Set(names), 'color-scheme'].sort().map((n) => [n, style.getPropertyValue(n).trim()]));
  });
  await context.close();
  return colours;
}

test('the system theme has exactly the colours of the light and the dark theme', async ({ browser, baseURL }) => {
  const light = await rootColours(browser, baseURL, 'dark', 'light');
  const dark = await rootColours(browser, baseURL, 'light', 'dark');
  expect(light['color-scheme']).toBe('light');
  expect(dark['color-scheme']).toBe('dark');
  expect(dark['--bg']).not.toBe(light['--bg']);
  expect(await rootColours(browser, baseURL, 'light', 'system')).toEqual(light);
  expect(await rootColours(browser, baseURL, 'dark', 'system')).toEqual(dark);
});
