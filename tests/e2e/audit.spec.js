// Accessibility audits with axe-core on every page, in the light and the dark theme: no serious
// or critical violation of a WCAG 2 A/AA rule. Every audit's violations (of any impact) are
// attached to the test's results, for review.
const { test, expect } = require('./fixtures');
const { AxeBuilder } = require('@axe-core/playwright');
const { DrillPage, ProgressPage, ResultsPage, SettingsPage, openRendered } = require('./pages');

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const DRILLS = ['find', 'name', 'colour', 'diagonal', 'knight', 'name-move', 'play-move']
  .map((mode) => `/drill/${mode}?v=1&n=5&seed=1`)
  .concat('/drill/game?v=1');
const PAGES = ['/', ...DRILLS, '/progress', '/settings', '/builder', '/convert',
  '/worksheet?v=1&mode=name&n=4&seed=1'];

// The page background each theme must show (--bg), so an audit cannot pass on the wrong theme.
const LIGHT_BG = 'rgb(246, 244, 239)';
const DARK_BG = 'rgb(27, 28, 30)';

const THEMES = [
  { name: 'light', colorScheme: 'light', choose: null, background: LIGHT_BG },
  // Theme "system" (the default) on a dark device.
  { name: 'dark', colorScheme: 'dark', choose: null, background: DARK_BG },
];

/** Runs axe on the page as it is now; fails (softly) on any serious or critical violation. */
async function audit(page, testInfo, label, background) {
  const bodyBg = await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
  expect.soft(bodyBg, `theme of ${label}`).toBe(background);
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
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

for (const theme of [...THEMES, { name: 'dark chosen in settings', colorScheme: 'light', choose: 'dark', background: DARK_BG }]) {
  test.describe(`axe, ${theme.name} theme`, () => {
    test.use({ colorScheme: theme.colorScheme });

    if (theme.choose) {
      test.beforeEach(async ({ page }) => {
        const settings = new SettingsPage(page);
        await settings.goto();
        await settings.chooseTheme(theme.choose);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.choose);
      });
    }

    // A theme chosen in settings overrides the device's: checked on a few pages; the CSS of the
    // chosen dark theme and of the device's dark theme are the same variables.
    const pages = theme.choose ? ['/', '/drill/find?v=1&n=5&seed=1', '/drill/game?v=1', '/settings', '/builder'] : PAGES;
    for (const url of pages) {
      test(`${url} (${theme.name})`, async ({ page }, testInfo) => {
        await openRendered(page, url);
        await audit(page, testInfo, `${url} ${theme.name}`, theme.background);
      });
    }

    if (theme.choose) return;

    test(`an error page (${theme.name})`, async ({ page }, testInfo) => {
      await openRendered(page, '/drill/find?v=9', { error: true });
      await audit(page, testInfo, `error page ${theme.name}`, theme.background);
    });

    test(`a finished run, its result link, progress and class results (${theme.name})`, async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('find', 'v=1&n=1&seed=1');
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
