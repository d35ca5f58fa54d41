// The square drills in Chromium, through their page contract.
const { test, expect } = require('./fixtures');
const { DrillPage, ProgressPage } = require('./pages');

// The prompts of `seed=7` in the find drill, as the core's native test pins them
// (crates/escaque-core/tests/drills.rs): wasm and native must agree.
const SEED_7 = ['e5', 'g1', 'b6', 'e7', 'c5', 'e3', 'b2', 'a8', 'a2', 'b7', 'c6', 'd3', 'e8', 'f7', 'h5',
  'b1', 'b3', 'c8', 'e1', 'g7'];

const colourOf = (square) => ((square.charCodeAt(0) - 97 + Number(square[1]) - 1) % 2 === 0 ? 'dark' : 'light');

for (const side of ['white', 'black']) {
  test(`a whole find run answered from the prompt scores full marks (${side} at the bottom)`, async ({ page }, testInfo) => {
    const drill = new DrillPage(page);
    await drill.open('find', `v=1&n=20&seed=7&o=${side}`);
    await expect(drill.root).toHaveAttribute('data-mode', 'find');
    await expect(drill.board).toHaveAttribute('data-orientation', side);
    const corner = await drill.board.locator('[data-square]').first().getAttribute('data-square');
    expect(corner).toBe(side === 'white' ? 'a8' : 'h1');
    const seen = [];
    for (let i = 0; i < 20; i++) {
      const name = await drill.promptText();
      seen.push(name);
      await drill.square(name).click();
      await drill.waitGraded(i + 1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    }
    expect(seen).toEqual(SEED_7);
    await expect(drill.summary).toBeVisible();
    await expect(drill.score).toHaveText('20/20');
    await expect(drill.summary).toContainText('100 %');
    await page.screenshot({ path: testInfo.outputPath(`find-summary-${side}.png`), fullPage: true });
  });
}

test('a wrong click is a miss, counted once, and the right square is shown', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=3&seed=7');
  await expect(drill.prompt).toHaveText('e5');
  await drill.square('a1').click();
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(drill.verdict).toContainText('e5');
  await expect(drill.square('e5')).toHaveAttribute('data-reveal', 'true');
  await expect(drill.score).toHaveText('0/1');
  await page.screenshot({ path: testInfo.outputPath('find-miss.png') });
  // A finger dragged across the board answers once: one pointerdown, many moves, one pointerup.
  const from = await drill.square('c3').boundingBox();
  const to = await drill.square('f6').boundingBox();
  await page.mouse.move(from.x + 5, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(to.x + 5, to.y + 5, { steps: 8 });
  await page.mouse.up();
  await drill.waitGraded(2);
  await expect(drill.score).toHaveText('0/2');
  // The keyboard: arrows move the focus, Enter answers the focused square.
  await expect(drill.prompt).toHaveText('b6');
  await drill.square('b6').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await drill.waitGraded(3);
  await expect(drill.score).toHaveText('1/3');
  await expect(drill.summary).toBeVisible();
  // Pressing a prompt of the summary shows it on the board.
  await drill.summary.locator('.review').first().click();
  await expect(drill.square('e5')).toHaveAttribute('data-reveal', 'true');
  await expect(drill.square('a1')).toHaveClass(/missed/);
});

test('a name run, typed and tapped', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  await drill.open('name', 'v=1&n=4&seed=11');
  await expect(drill.answerInput).toBeFocused();
  // A name that is no square is not counted, and says how to write one.
  await drill.typeAnswer('e9');
  await expect(drill.hint).toContainText('e9');
  expect(await drill.graded()).toBe(0);
  for (let i = 0; i < 2; i++) {
    const marked = await drill.markedSquare();
    await drill.typeAnswer(marked.toUpperCase());
    await drill.waitGraded(i + 1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    await expect(drill.answerInput).toHaveValue('');
  }
  await page.screenshot({ path: testInfo.outputPath('name-typed.png') });
  for (let i = 2; i < 4; i++) {
    const marked = await drill.markedSquare();
    // Rank first, then file: either order sends the square.
    await drill.key(marked[1]).click();
    await drill.key(marked[0]).click();
    await drill.waitGraded(i + 1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  }
  await expect(drill.summary).toBeVisible();
  await expect(drill.score).toHaveText('4/4');
});

test('a colour run with the buttons and the keys, and the verdict in English', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('colour', 'v=1&n=6&seed=3');
  for (let i = 0; i < 3; i++) {
    await drill.key(colourOf(await drill.promptText())).click();
    await drill.waitGraded(i + 1);
  }
  // Spanish keys: C (clara), O (oscura).
  for (let i = 3; i < 5; i++) {
    await page.keyboard.press(colourOf(await drill.promptText()) === 'light' ? 'c' : 'o');
    await drill.waitGraded(i + 1);
  }
  await expect(drill.score).toHaveText('5/5');
  // A wrong answer names the right colour.
  const last = await drill.promptText();
  await drill.key(colourOf(last) === 'light' ? 'dark' : 'light').click();
  await drill.waitGraded(6);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(drill.verdict).toContainText(`${last} es ${colourOf(last) === 'light' ? 'clara' : 'oscura'}`);
  await expect(drill.summary).toContainText('5 de 6');
});

test('diagonal and knight runs answered with keys', async ({ page }) => {
  const drill = new DrillPage(page);
  const knightDistance = (a, b) => {
    const pos = (s) => [s.charCodeAt(0) - 97, Number(s[1]) - 1];
    const [start, goal] = [pos(a), pos(b)];
    const seen = new Map([[start.join(), 0]]);
    const queue = [start];
    while (queue.length) {
      const [f, r] = queue.shift();
      for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) {
        const next = [f + df, r + dr];
        if (next[0] < 0 || next[0] > 7 || next[1] < 0 || next[1] > 7 || seen.has(next.join())) continue;
        seen.set(next.join(), seen.get(`${f},${r}`) + 1);
        queue.push(next);
      }
    }
    return seen.get(goal.join());
  };
  await drill.open('knight', 'v=1&n=4&seed=5');
  for (let i = 0; i < 4; i++) {
    const [a, b] = (await drill.promptText()).split(' ');
    await page.keyboard.press(String(knightDistance(a, b)));
    await drill.waitGraded(i + 1);
  }
  await expect(drill.score).toHaveText('4/4');
  await drill.open('diagonal', 'v=1&n=4&seed=5');
  for (let i = 0; i < 4; i++) {
    const [a, b] = (await drill.promptText()).split(' ');
    const same = Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) === Math.abs(Number(a[1]) - Number(b[1]));
    await page.keyboard.press(same ? 's' : 'n');
    await drill.waitGraded(i + 1);
  }
  await expect(drill.score).toHaveText('4/4');
});

test('a 30 s run ends by itself when the time is up', async ({ page }) => {
  await page.clock.install();
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&t=30&seed=7');
  await expect(page.locator('.drill-stats [role=timer]')).toContainText('30');
  await page.clock.runFor(5_000);
  await expect(page.locator('.drill-stats [role=timer]')).toContainText('30'); // no clock before the first answer
  await drill.square(await drill.promptText()).click();
  await drill.waitGraded(1);
  await page.clock.runFor(10_000);
  await expect(page.locator('.drill-stats [role=timer]')).toContainText('20');
  await expect(drill.summary).toHaveCount(0);
  await page.clock.runFor(20_500);
  await expect(drill.summary).toBeVisible();
  await expect(drill.score).toHaveText('1/1');
});

test('the history, the chart and the heat map show the runs after a reload', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  // Two runs of the same drill: one with every answer right, one with the first answer wrong.
  for (const wrongFirst of [false, true]) {
    await drill.open('find', 'v=1&n=3&seed=7');
    for (let i = 0; i < 3; i++) {
      const name = await drill.promptText();
      await drill.square(i === 0 && wrongFirst ? 'h1' : name).click();
      await drill.waitGraded(i + 1);
    }
    await expect(drill.summary).toBeVisible();
  }
  const progress = new ProgressPage(page);
  await progress.goto();
  await page.reload();
  await expect(progress.points).toHaveCount(2);
  await expect(progress.best).toHaveAttribute('data-best', '3');
  await expect(progress.runs).toHaveCount(2);
  await expect(progress.heatmap).toHaveAttribute('data-heatmap', 'find');
  await expect(progress.heatSquare('e5')).toHaveAttribute('data-missed', '50');
  await expect(progress.heatSquare('g1')).toHaveAttribute('data-missed', '0');
  await page.screenshot({ path: testInfo.outputPath('progress.png'), fullPage: true });
});

test('a damaged history is kept aside, reported once, and the rest still loads', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=1&seed=7');
  await drill.square('e5').click();
  await expect(drill.summary).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('escaque.history'));
  const damaged = JSON.parse(stored);
  damaged.runs.push({ mode: 'find', right: 'lots' });
  await page.evaluate((text) => localStorage.setItem('escaque.history', text), JSON.stringify(damaged));
  const progress = new ProgressPage(page);
  await progress.goto();
  await expect(page.locator('.notice')).toContainText('historial');
  await expect(progress.runs).toHaveCount(1);
  const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('escaque.history.aside')));
  expect(aside).toHaveLength(1);
  await page.reload();
  await expect(page.locator('.notice')).toHaveCount(0);
  await expect(progress.runs).toHaveCount(1);
});

test('options: a subset of files and ranks, random orientation said clearly', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=5');
  await page.locator('.drill-options summary').click();
  for (const f of 'efgh') await page.locator(`input[name=files][value=${f}]`).uncheck();
  for (const r of '345678') await page.locator(`input[name=ranks][value="${r}"]`).uncheck();
  await page.locator('input[name=o][value=random]').check();
  await page.locator('select[name=length]').selectOption('n10');
  await page.locator('.drill-options .start').click();
  await expect(page).toHaveURL(/\/drill\/find\?v=1&n=10&o=random&files=abcd&ranks=12$/);
  await expect(page.locator('.orientation-note')).toBeVisible();
  const bottom = await page.locator('.orientation-note').getAttribute('data-bottom');
  await expect(drill.board).toHaveAttribute('data-orientation', bottom);
  for (let i = 0; i < 10; i++) {
    const name = await drill.promptText();
    expect('abcd').toContain(name[0]);
    expect('12').toContain(name[1]);
    await drill.square(name).click();
    await drill.waitGraded(i + 1);
  }
  await expect(drill.score).toHaveText('10/10');
});

test('a bad link says what is wrong, in the UI language, with a way home', async ({ page }) => {
  const drill = new DrillPage(page);
  for (const [query, words] of [
    ['v=1&n=20&bogus=1', 'bogus'],
    ['v=9&n=20', 'versión'],
    ['v=1&n=500', '500'],
    ['n=20', 'v=1'],
  ]) {
    await page.goto(`/drill/find?${query}`);
    await expect(drill.alert).toContainText(words);
    await expect(drill.root).toHaveCount(0);
  }
  await page.goto('/drill/chess960?v=1');
  await expect(drill.alert).toContainText('chess960');
  await drill.alert.locator('a[href="/"]').click();
  await expect(page.locator('.drill-cards').first()).toBeVisible();
});

test('a find drill gives the board the keyboard focus when it opens', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=3&seed=7');
  await expect(page.locator('.board [data-square]:focus')).toHaveCount(1);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a find drill puts no focus ring on a square when it opens', async ({ page }) => {
    const drill = new DrillPage(page);
    await drill.open('find', 'v=1&n=3&seed=7');
    await drill.square('e4').waitFor();
    // Long enough for the board's animation-frame focus, had it asked for one.
    await page.waitForTimeout(300);
    await expect(page.locator('.board [data-square]:focus')).toHaveCount(0);
  });
});
