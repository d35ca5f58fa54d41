// Nothing a student answered is lost: a run goes on after a reload, Back, a rule link and
// back, a tab closed and opened again (same question, score, time left); a shared link whose
// run is finished on this device shows its result code first, after reload and Back too.
const { test, expect } = require('./fixtures');
const { DrillPage, ProgressPage } = require('./pages');

/** Answers `n` find questions: right, except the first when `missFirst`. */
async function answerFind(drill, n, missFirst = false) {
  const before = Number(await drill.root.getAttribute('data-answered'));
  for (let i = 0; i < n; i++) {
    const name = await drill.promptText();
    const other = name === 'h1' ? 'a1' : 'h1';
    await drill.square(missFirst && i === 0 ? other : name).click();
    await expect(drill.root).toHaveAttribute('data-answered', String(before + i + 1));
  }
}

/** What the run stands at: answered, total, prompt, score. */
async function standing(drill) {
  return {
    answered: await drill.root.getAttribute('data-answered'),
    total: await drill.root.getAttribute('data-total'),
    prompt: await drill.promptText(),
    score: (await drill.score.textContent()).trim(),
  };
}

test('a run of the home page\'s link goes on after a reload, with the same question and score, and is listed unfinished', async ({ page }) => {
  const drill = new DrillPage(page);
  // No seed: the run's own seed is kept with it.
  await drill.open('find', 'v=1&n=10');
  await expect(drill.root).toHaveAttribute('data-answered', '0');
  await expect(drill.root).toHaveAttribute('data-total', '10');
  await answerFind(drill, 3, true);
  const before = await standing(drill);
  expect(before).toMatchObject({ answered: '3', total: '10', score: '2/3' });
  await page.reload();
  await expect(drill.root).toHaveAttribute('data-answered', '3');
  expect(await standing(drill)).toEqual(before);
  // Not a best score: listed as a run to continue, and the link goes back to it.
  const progress = new ProgressPage(page);
  await progress.goto();
  await expect(page.locator('[data-best]')).toHaveCount(0);
  const row = page.locator('[data-unfinished]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('3 de 10 respondidas');
  await row.locator('a[data-continue]').click();
  await expect(drill.root).toHaveAttribute('data-answered', '3');
  expect(await standing(drill)).toEqual(before);
  await answerFind(drill, 7);
  await expect(drill.summary).toBeVisible();
  await progress.goto();
  await expect(page.locator('[data-unfinished]')).toHaveCount(0);
  await expect(page.locator('[data-best]')).toHaveAttribute('data-best', '9');
});

test('Back and Forward, and a rule link and back, find the run where it was; the held miss still held', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=10&seed=11');
  await answerFind(drill, 2);
  const before = await standing(drill);
  await page.locator('a[href="/"]').first().click();
  await expect(drill.root).toHaveCount(0);
  await page.goBack();
  await expect(drill.root).toHaveAttribute('data-answered', '2');
  expect(await standing(drill)).toEqual(before);
  await page.goBack();
  await page.goForward();
  await expect(drill.root).toHaveAttribute('data-answered', '2');
  expect(await standing(drill)).toEqual(before);

  // A FEN drill's miss links to the lesson on FEN.
  await drill.open('write-fen', 'v=1&n=3&seed=5');
  const fen = await drill.root.getAttribute('data-question-fen');
  const fields = fen.split(' ');
  await drill.typeAnswer(['8', ...fields[0].split('/').slice(1)].join('/') + ' ' + fields.slice(1).join(' '));
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await page.locator('[data-fen-field] a').click();
  await expect(page).toHaveURL(/\/learn\/fen/);
  await page.goBack();
  await expect(drill.root).toHaveAttribute('data-answered', '1');
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(drill.root).toHaveAttribute('data-question-fen', fen);
  await expect(drill.next).toBeVisible();
  await drill.next.click();
  await expect(drill.root).not.toHaveAttribute('data-question-fen', fen);
  const second = await drill.root.getAttribute('data-question-fen');
  await page.reload();
  await expect(drill.root).toHaveAttribute('data-question-fen', second);
  await expect(drill.next).toHaveCount(0);
});

test('a tab closed and opened again goes on with the run; a timed run keeps its time left', async ({ context }) => {
  let page = await context.newPage();
  let drill = new DrillPage(page);
  await drill.open('find', 'v=1&t=60&seed=3');
  await expect(drill.root).toHaveAttribute('data-total', '');
  await answerFind(drill, 2);
  const before = await standing(drill);
  const timer = () => page.locator('.drill-stats [role=timer]').textContent();
  const leftBefore = Number((await timer()).match(/\d+/)[0]);
  await page.close();
  // Closed for longer than a second: the clock stood still meanwhile.
  await new Promise((done) => setTimeout(done, 2_500));
  page = await context.newPage();
  drill = new DrillPage(page);
  await drill.open('find', 'v=1&t=60&seed=3');
  await expect(drill.root).toHaveAttribute('data-answered', '2');
  expect(await standing(drill)).toEqual(before);
  const leftAfter = Number((await timer()).match(/\d+/)[0]);
  expect(leftAfter).toBeLessThanOrEqual(leftBefore);
  expect(leftAfter).toBeGreaterThanOrEqual(leftBefore - 1);
});

test('a shared link finished on this device shows its result code first, after reload and Back; "again" starts anew', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=3&seed=7');
  await answerFind(drill, 3, true);
  await expect(drill.summary).toBeVisible();
  const code = await drill.resultCode();
  await page.reload();
  await expect(drill.summary).toBeVisible();
  expect(await drill.resultCode()).toBe(code);
  await expect(drill.root).toHaveAttribute('data-answered', '3');
  await page.locator('[data-summary] a[href="/progress"]').click();
  // Recorded once: the run is in the history, not twice.
  await expect(page.locator('tr[data-run]')).toHaveCount(1);
  await page.goBack();
  await expect(drill.summary).toBeVisible();
  expect(await drill.resultCode()).toBe(code);
  // Again: a new run of the same link, which a reload keeps.
  await page.locator('[data-summary] button.again').click();
  await expect(drill.root).toHaveAttribute('data-answered', '0');
  await expect(drill.summary).toHaveCount(0);
  await answerFind(drill, 1);
  await page.reload();
  await expect(drill.root).toHaveAttribute('data-answered', '1');
  await expect(drill.summary).toHaveCount(0);
});
