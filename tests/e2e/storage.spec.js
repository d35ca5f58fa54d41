// Storage in Chromium's real localStorage: two tabs of one browser never write over each
// other's runs or settings, and a browser that blocks or fills storage leaves the app working.
const { test, expect } = require('./fixtures');
const { DrillPage, ProgressPage } = require('./pages');

const colourOf = (square) => ((square.charCodeAt(0) - 97 + Number(square[1]) - 1) % 2 === 0 ? 'dark' : 'light');

/** Every console error and uncaught exception of `page` (the fixture watches only the first page). */
function watchErrors(page) {
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

/** Answers every prompt of an open find run right, and waits for its summary. */
async function finishFind(drill, prompts) {
  for (let i = 0; i < prompts; i++) {
    await drill.square(await drill.promptText()).click();
    await drill.waitGraded(i + 1);
  }
  await expect(drill.summary).toBeVisible();
}

/** Answers every prompt of an open colour run right, and waits for its summary. */
async function finishColour(drill, prompts) {
  for (let i = 0; i < prompts; i++) {
    await drill.key(colourOf(await drill.promptText())).click();
    await drill.waitGraded(i + 1);
  }
  await expect(drill.summary).toBeVisible();
}

/** The modes of the runs in the stored history. */
async function storedModes(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('escaque.history') || '{"runs":[]}').runs.map((r) => r.mode).sort());
}

/** Goes to the progress page by its link (no reload: the page keeps what it has in memory). */
async function openProgressByLink(page) {
  await page.locator('header a[href="/progress"]').click();
  await page.locator('.progress-page').waitFor();
}

test('two tabs: a teacher\'s find run in one and a colour run in the other are both kept, and each tab shows both', async ({ page, context }) => {
  const other = await context.newPage();
  const otherErrors = watchErrors(other);
  const teacher = new DrillPage(page);
  const practice = new DrillPage(other);
  // Both tabs are open before either run ends, as in the issue.
  await teacher.open('find', 'v=1&n=3&seed=7');
  await practice.open('colour', 'v=1&n=4');
  await finishFind(teacher, 3);
  await finishColour(practice, 4);
  expect(await storedModes(page)).toEqual(['colour', 'find']);

  // Each tab shows both runs without a reload.
  for (const tab of [page, other]) {
    await openProgressByLink(tab);
    const progress = new ProgressPage(tab);
    await expect(progress.runs).toHaveCount(2);
    await expect(progress.runs.filter({ hasText: /Encuentra|Find/ })).toHaveCount(1);
  }

  // A run finished while the other tab shows the progress page appears there at once.
  await teacher.open('find', 'v=1&n=2&seed=9');
  await finishFind(teacher, 2);
  await expect(new ProgressPage(other).runs).toHaveCount(3);
  expect(await storedModes(other)).toEqual(['colour', 'find', 'find']);
  expect(otherErrors).toEqual([]);
});

test('two tabs: a setting changed in one applies in the other, and neither undoes the other\'s', async ({ page, context }) => {
  const other = await context.newPage();
  const otherErrors = watchErrors(other);
  await page.goto('/settings');
  await other.goto('/settings');
  await page.locator('#ui-language').waitFor();
  await other.locator('#ui-language').waitFor();
  await page.locator('input[name="theme"][value="dark"]').check();
  // The other tab takes the change without a reload…
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  // …and its own change of another field keeps it.
  await other.locator('#notation').selectOption('en');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('escaque.settings'))))
    .toMatchObject({ theme: 'dark', notation: 'en' });
  await expect(page.locator('#notation')).toHaveValue('en');
  // A new UI language reaches the other tab with its messages.
  await page.locator('#ui-language').selectOption('en');
  await expect(other.locator('h1')).toHaveText('Settings');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(otherErrors).toEqual([]);
});

for (const blocked of [
  {
    name: 'localStorage throws',
    // As in a locked profile or with site data blocked: the getter itself throws.
    script: () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      });
    },
    notice: /no deja guardar nada/,
  },
  {
    name: 'setItem throws QuotaExceededError',
    script: () => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
    notice: /no queda espacio/i,
  },
]) {
  test(`storage refused (${blocked.name}): the app works, says so once, and the runs of this visit show`, async ({ page }) => {
    await page.addInitScript(blocked.script);
    const drill = new DrillPage(page);
    await drill.open('find', 'v=1&n=3&seed=7');
    await finishFind(drill, 3);
    await expect(drill.score).toHaveText('3/3');
    const notices = page.locator('.notice');
    await expect(notices.filter({ hasText: blocked.notice })).toHaveCount(1);
    await expect(notices).toHaveCount(1);
    // A setting changed and a second run: still one notice, and the app still answers.
    await page.locator('header a[href="/settings"]').click();
    await page.locator('input[name="theme"][value="dark"]').check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('header a[href="/"]').click();
    await page.locator('[data-drill-card="colour"] a').first().click();
    await page.locator('[data-drill] [data-prompt]').waitFor();
    await drill.key(colourOf(await drill.promptText())).click();
    await drill.waitGraded(1);
    await expect(notices).toHaveCount(1);
    // This visit's runs are on the progress page (kept in memory; the colour run was left
    // after one answer, which counts as a run).
    await openProgressByLink(page);
    // The finished run in the history; the colour run left half-way waits to be continued.
    await expect(new ProgressPage(page).runs).toHaveCount(1);
    await expect(page.locator('[data-unfinished]')).toHaveCount(1);
    // Dismissed, it does not come back during the visit.
    await notices.getByRole('button').click();
    await expect(notices).toHaveCount(0);
    await page.locator('header a[href="/settings"]').click();
    await page.locator('input[name="theme"][value="light"]').check();
    await expect(notices).toHaveCount(0);
  });
}

test('a damaged settings value is kept aside under its own key, never lost', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('escaque.settings', '{"version":2,"theme":'));
  await page.reload();
  await expect(page.locator('.notice')).toHaveCount(1);
  const aside = await page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('escaque.settings.aside.')).map((k) => localStorage.getItem(k)));
  expect(aside).toEqual(['{"version":2,"theme":']);
  await page.reload();
  await expect(page.locator('.notice')).toHaveCount(0);
});
