// The square drills in Chromium, through their page contract.
const { test, expect } = require('./fixtures');
const { AxeBuilder } = require('@axe-core/playwright');
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
    // The last press ended the run: the summary has the focus (the pressed square does not
    // take it back after the paint).
    await expect(page.locator('[data-summary] h2')).toBeFocused();
    await page.waitForTimeout(200);
    await expect(page.locator('[data-summary] h2')).toBeFocused();
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
  // The miss stays marked beside its verdict until the next answer, not for a moment only.
  await page.waitForTimeout(1500);
  await expect(drill.square('e5')).toHaveAttribute('data-reveal', 'true');
  await expect(drill.square('a1')).toHaveClass(/missed/);
  await expect(drill.verdict).toContainText('e5');
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
    await drill.typeAnswer(` ${marked} `);
    await drill.waitGraded(i + 1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    await expect(drill.answerInput).toHaveValue('');
  }
  await page.screenshot({ path: testInfo.outputPath('name-typed.png') });
  for (let i = 2; i < 4; i++) {
    const marked = await drill.markedSquare();
    // File, then rank: the keys type in the order tapped (a rank first is refused with its
    // reason: square-policy.spec.js).
    await drill.key(marked[0]).click();
    await expect(drill.answerInput).toHaveValue(marked[0]); // the field shows the key tapped
    await drill.key(marked[1]).click();
    await drill.waitGraded(i + 1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  }
  await expect(drill.summary).toBeVisible();
  await expect(drill.score).toHaveText('4/4');
});

for (const [mode, query] of [['name', 'v=1&n=3&seed=11'], ['name-move', 'v=1&n=3&seed=43']]) {
  test(`${mode}: sending an empty answer says so, grades nothing, and the note goes once something is typed`, async ({ page }) => {
    const drill = new DrillPage(page);
    await drill.open(mode, query);
    const note = page.locator('[data-empty-answer]');
    await expect(note).toBeHidden();
    await drill.sendKey.click();
    await expect(note).toBeVisible();
    await expect(note).toHaveText(/Escribe primero tu respuesta/);
    expect(await drill.graded()).toBe(0);
    await drill.answerInput.press('Enter');
    await expect(note).toBeVisible();
    // Typed over, the words go but their place stays: the keys do not move between the taps
    // of one answer.
    const keysAt = async () => (await page.locator('.answer-keys.ranks').boundingBox()).y;
    const before = await keysAt();
    await drill.key('e').click();
    await expect(note).toBeHidden();
    expect(await keysAt()).toBe(before);
    expect(await drill.graded()).toBe(0);
  });
}

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
  // The miss is held with its square until Next (Enter).
  await page.keyboard.press('Enter');
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
  // The summary says the time ran out, and not that the student stopped.
  await expect(drill.summary.locator('[data-time-up]')).toHaveText(/30/);
  await expect(drill.summary.locator('[data-stopped]')).toHaveCount(0);
});

test('the history, the chart and the heat map show the runs after a reload', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  // Two runs of the same drill: one with every answer right, one with the first answer wrong.
  for (const wrongFirst of [false, true]) {
    await drill.open('find', 'v=1&n=3&seed=7');
    // The shared link's finished run shows its result first: "again" starts the second.
    if (wrongFirst) await drill.summary.locator('button.again').click();
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

/** A stored history: two 5-prompt find runs of one day (10:00 and 10:07 in Madrid) and the find
 * drill's square statistics with a square of every heat level (e5 missed often, g1 missed at
 * times, b6 slow, e7 fine, the rest never asked). */
function storedHistory() {
  const at = (h, m) => Date.UTC(2026, 11, 1, h - 1, m); // Madrid is UTC+1 in December
  const day = Math.floor((at(10, 0) + 3_600_000) / 86_400_000);
  const run = (time, right, meanMs, mistakes) => ({
    mode: 'find', orientation: 'white', length: 'n5', day, at: time, right, attempted: 5,
    best_streak: right, mean_ms: meanMs, mistakes, shared: false,
  });
  const index = (sq) => (Number(sq[1]) - 1) * 8 + sq.charCodeAt(0) - 97;
  const squares = Array.from({ length: 64 }, () => ({ seen: 0, missed: 0, slow: 0 }));
  squares[index('e5')] = { seen: 2, missed: 2, slow: 0 };
  squares[index('g1')] = { seen: 3, missed: 1, slow: 0 };
  squares[index('b6')] = { seen: 2, missed: 0, slow: 1 };
  squares[index('e7')] = { seen: 2, missed: 0, slow: 0 };
  return JSON.stringify({
    version: 1,
    runs: [run(at(10, 0), 3, 800, ['e5', 'g1']), run(at(10, 7), 4, 1250, ['e5'])],
    aggregates: [],
    squares: { find: squares },
  });
}

for (const scheme of ['light', 'dark']) {
  test(`the progress page on a phone: every column, the chart to 5, "4 de 5", the times of one day, a legend in distinct colours (${scheme})`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-ES',
      timezoneId: 'Europe/Madrid', colorScheme: scheme,
    });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.addInitScript((history) => localStorage.setItem('escaque.history', history), storedHistory());
    const progress = new ProgressPage(page);
    await progress.goto();
    await expect(progress.best).toHaveText('Mejor resultado: 4 de 5');
    await expect(progress.chart).toHaveAttribute('data-top', '5');
    await expect(progress.chart.locator('.guide-label')).toHaveText(['0', '1', '2', '3', '4', '5']);
    // Two runs of one day, each with its time; the mean time with a decimal comma.
    await expect(progress.runs).toHaveCount(2);
    await expect(progress.runs.nth(0).locator('td.date')).toContainText('10:07');
    await expect(progress.runs.nth(1).locator('td.date')).toContainText('10:00');
    await expect(progress.runs.nth(1).locator('td.time')).toContainText('0,8 s');
    await expect(progress.runs.nth(0).locator('td.time')).toContainText('Tiempo medio');
    await expect(progress.runs.nth(0).locator('td.mistakes')).toContainText('Fallos: e5');
    // Every cell of the table is within the phone's width, and the page does not scroll sideways.
    for (const row of await progress.runs.all()) {
      for (const cell of await row.locator('td').all()) {
        await expect(cell).toBeVisible();
        const box = await cell.boundingBox();
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The heat map: one level per square, a legend that names them, five distinct looks.
    const levels = { e5: 'missed-often', g1: 'missed-sometimes', b6: 'slow', e7: 'good', a1: 'unseen' };
    for (const [square, level] of Object.entries(levels)) {
      await expect(progress.heatSquare(square)).toHaveAttribute('data-heat-level', level);
    }
    const legend = page.locator('#heat-legend li');
    await expect(legend).toHaveText([
      'fallada a menudo: e5', 'fallada alguna vez: g1', 'lenta: b6', 'bien: 1 casilla', 'aún sin preguntar: 60 casillas',
    ]);
    await expect(page.locator('[data-heatmap]')).toHaveAttribute('aria-describedby', 'heat-legend');
    const fills = await page.evaluate((squares) => squares.map((sq) => getComputedStyle(
      document.querySelector(`[data-heat-square="${sq}"] rect`)).fill), Object.keys(levels));
    expect(new Set(fills).size).toBe(5);
    expect(fills[4]).toContain('url(');
    await legend.last().scrollIntoViewIfNeeded();
    await expect(legend.last()).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`progress-phone-${scheme}.png`), fullPage: true });
    // The cards are still a table to a screen reader, and the page passes axe on the phone.
    await expect(page.getByRole('table')).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: 'Tiempo medio' })).toHaveCount(1);
    await expect(page.getByRole('cell', { name: '0,8 s' })).toHaveCount(1);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

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

test('after a click on a square the keyboard goes on from it: focus and the Tab stop follow', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=3&seed=7');
  await expect(drill.prompt).toHaveText('e5');
  // The press answers at once; the square takes the focus (and the one Tab stop) after the paint.
  await drill.square('e5').click();
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  await expect(drill.square('e5')).toBeFocused();
  await expect(page.locator('.board [data-square][tabindex="0"]')).toHaveCount(1);
  await expect(drill.square('e5')).toHaveAttribute('tabindex', '0');
  // The next prompt is g1: from e5, two files right and four ranks down, then Enter.
  await expect(drill.prompt).toHaveText('g1');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
  }
  await expect(drill.square('g1')).toBeFocused();
  await expect(drill.square('g1')).toHaveAttribute('tabindex', '0');
  await expect(page.locator('.board [data-square][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await drill.waitGraded(2);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  await expect(drill.score).toHaveText('2/2');
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

test('the colour drill shows no square colour during a question, and the colour with the verdict', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  await drill.open('colour', 'v=1&n=3&seed=3');
  await drill.board.locator('[data-square]').first().waitFor();
  expect(await drill.squareBackgrounds()).toHaveLength(1);
  await expect(drill.square('a1')).toHaveClass(/plain/);
  expect(await drill.square('a1').getAttribute('aria-label')).not.toMatch(/clara|oscura/);
  const square = await drill.promptText();
  await drill.key(colourOf(square) === 'light' ? 'dark' : 'light').click();
  await drill.waitGraded(1);
  // The answered square shows its colour with the verdict; the next question's squares none.
  await expect(drill.square(square)).toHaveClass(new RegExp(`\\b${colourOf(square)}\\b`));
  await expect(drill.verdict).toContainText(`${square} es ${colourOf(square) === 'light' ? 'clara' : 'oscura'}`);
  await page.screenshot({ path: testInfo.outputPath('colour-verdict.png') });
  // A miss is held with its square until Next; then the next question's squares show none.
  await page.keyboard.press('Enter');
  await expect.poll(() => drill.squareBackgrounds()).toHaveLength(1);
});

test('a knight miss shows a shortest route; the summary writes its numbers in Spanish', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('knight', 'v=1&n=2&seed=5');
  await page.keyboard.press('6');
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(drill.board.locator('.arrows polyline.route')).toHaveCount(1);
  // Held with its question until Next: then the next question, without the route.
  await page.keyboard.press('Enter');
  await expect(drill.board.locator('.arrows polyline.route')).toHaveCount(0);
  await page.keyboard.press('6');
  await drill.waitGraded(2);
  await page.keyboard.press('Enter');
  await expect(drill.summary).toBeVisible();
  await expect(drill.summary).toContainText(/Tiempo medio por respuesta: \d+,\d\s?s/);
  await expect(drill.summary).toContainText(/Precisión: \d+\s%/);
});

// On a 390×844 touch phone: the question, the board, the keys and the verdict on one screen.
test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const visible = async (drill, selector) => expect(await drill.inViewport(drill.page.locator(selector).first()), selector).toBe(true);

  for (const [mode, query, answer, keys] of [
    ['find', 'v=1&n=3&seed=7', (d) => d.square('a1').tap(), []],
    ['name', 'v=1&n=3&seed=11', async (d) => { await d.key('a').tap(); await d.key('1').tap(); }, ['.answer-keys.files', '.answer-keys.ranks']],
    ['colour', 'v=1&n=3&seed=3', (d) => d.key('light').tap(), ['.answer-keys']],
    ['diagonal', 'v=1&n=3&seed=5', (d) => d.key('yes').tap(), ['.answer-keys']],
    ['knight', 'v=1&n=3&seed=5', (d) => d.key('6').tap(), ['.answer-keys']],
    ['name-move', 'v=1&n=3&seed=43&focus=captures', async (d) => { await d.key('e').tap(); await d.key('4').tap(); await d.sendKey.tap(); }, ['input[name=answer]', '.answer-keys.files', '.answer-keys.marks']],
    ['play-move', 'v=1&n=3&seed=4&focus=captures', async (d) => { await d.square('a2').tap(); await d.square('a3').tap(); }, []],
  ]) {
    test(`${mode}: the prompt, the board, the keys and the verdict fit on the screen`, async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open(mode, query);
      await drill.board.locator('[data-square]').first().waitFor();
      // No keyboard hints on a touch screen, and "toca", never "pulsa" or "clic".
      for (const part of ['.drill-head', '.drill-body']) await expect(page.locator(part)).not.toContainText(/Con el teclado|Teclas|[Pp]ulsa|clic/);
      const before = await drill.board.boundingBox();
      await answer(drill);
      await drill.waitGraded(1);
      for (const selector of ['[data-prompt]', '.board', '.verdict-box', ...keys]) await visible(drill, selector);
      // A square drill's board stays where the finger is: the verdict comes in a line kept for it.
      if (['find', 'name', 'colour', 'diagonal', 'knight'].includes(mode)) {
        expect(Math.abs((await drill.board.boundingBox()).y - before.y), 'the board moved').toBeLessThanOrEqual(1);
      }
      if (mode === 'name-move') {
        // The answer field above the keys, and the keys in rows of eight.
        const field = await page.locator('input[name=answer]').boundingBox();
        const files = await page.locator('.answer-keys.files').boundingBox();
        expect(field.y + field.height).toBeLessThanOrEqual(files.y);
        const rows = await page.locator('.move-entry .answer-key').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
        expect(rows).toBe(4);
      }
      await page.screenshot({ path: testInfo.outputPath(`phone-${mode}.png`) });
    });
  }
});
