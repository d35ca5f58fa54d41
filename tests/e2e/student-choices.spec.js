// What the student chooses reaches the drill, and what cannot apply is said: a drill option
// chosen in "Opciones" wins over Settings even at its default; Settings says where the side at
// the bottom does not reach; names on the squares never give the answer away; the progress
// page names a run with the side to move at the bottom as such.
const { test, expect } = require('./fixtures');
const { DrillPage, ProgressPage, SettingsPage, presetSettings } = require('./pages');

const pieceKeys = (page) => page.locator('.answer-keys.pieces [data-answer]')
  .evaluateAll((keys) => keys.map((k) => k.dataset.answer).join(' '));

/** Opens the drill's options and starts it with the changes `choose` makes. */
async function startWithOptions(page, choose) {
  const options = page.locator('details.drill-options');
  await options.locator('summary').click();
  await choose(options);
  await options.locator('button.start').click();
}

test('Spanish chosen in the options wins over English in Settings (the link states lang=es)', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.setNotation('en');
  const drill = new DrillPage(page);
  await page.goto('/');
  await page.locator('[data-drill-card="name-move"] a').first().click();
  await expect(drill.root).toHaveAttribute('data-mode', 'name-move');
  await expect.poll(() => pieceKeys(page)).toBe('K Q R B N x + #');
  // The options show the settings' English; the student picks Spanish, the default.
  await expect(page.locator('select[name=lang]')).toHaveValue('en');
  await startWithOptions(page, (options) => options.locator('select[name=lang]').selectOption('es'));
  await expect(page).toHaveURL(/[?&]lang=es(&|$)/);
  await expect(page.locator('select[name=lang]')).toHaveValue('es');
  await expect.poll(() => pieceKeys(page)).toBe('R D T A C x + #');
  // The verdict writes the move in Spanish too.
  await drill.typeAnswer('zz9');
  await drill.waitGraded(1);
  await expect(drill.verdictLine).toContainText('Se escribe');
  await expect(drill.verdictLine).not.toContainText(/\b[KQBN][a-h]?[1-8]?x?[a-h][1-8]/); // (R is a king in Spanish)
  // Another visit to the same link stays Spanish.
  await page.reload();
  await expect.poll(() => pieceKeys(page)).toBe('R D T A C x + #');
});

test('White chosen in a square drill\'s options wins over Black in Settings', async ({ page }) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  const settings = new SettingsPage(page);
  await settings.goto();
  await page.locator('input[name=orientation][value=black]').check();
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=5');
  await expect(drill.board).toHaveAttribute('data-orientation', 'black');
  await startWithOptions(page, (options) => options.locator('input[name=o][value=white]').check());
  await expect(page).toHaveURL(/[?&]o=white(&|$)/);
  await expect(drill.board).toHaveAttribute('data-orientation', 'white');
});

test('Settings says the side at the bottom is for the square drills, and where names stay on the edges', async ({ page }) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(page.locator('[data-note="orientation"]')).toContainText('ejercicios de casillas');
  await expect(page.locator('[data-note="orientation"]')).toContainText('el bando que juega');
  await expect(page.locator('[data-note="coordinates"]')).toHaveCount(0);
  await page.locator('input[name=coordinates][value=squares]').check();
  await expect(page.locator('[data-note="coordinates"]')).toContainText('Encuentra la casilla');
  // A move drill opened after that shows the side to move at the bottom, as the note says.
  await page.locator('input[name=orientation][value=black]').check();
  const drill = new DrillPage(page);
  await drill.open('name-move', 'v=1&n=3&seed=4');
  const fen = await drill.root.getAttribute('data-question-fen');
  const toMove = fen.split(' ')[1] === 'w' ? 'white' : 'black';
  await expect(drill.board).toHaveAttribute('data-orientation', toMove);
});

test('names on every square never show in find and name the square; elsewhere they do', async ({ page }) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  const drill = new DrillPage(page);
  for (const mode of ['find', 'name']) {
    await drill.open(mode, 'v=1&n=3&coords=squares');
    await expect(drill.board.locator('[data-square]')).toHaveCount(64);
    await expect(page.locator('.coord.all')).toHaveCount(0);
    // The edges instead; the accessible names give no square away either.
    await expect(page.locator('.board-wrap.edges')).toHaveCount(1);
    const labels = await drill.board.locator('[data-square]').evaluateAll((squares) => squares.map((s) => s.getAttribute('aria-label')));
    expect(labels.filter((l) => /\b[a-h][1-8]\b/.test(l))).toEqual([]);
    // The options say why.
    await page.locator('details.drill-options summary').click();
    await expect(page.locator('[data-coords-note]')).toContainText('darían la respuesta');
  }
  // After an answer in find: still none.
  await drill.open('find', 'v=1&n=3&coords=squares&seed=7');
  await drill.square('a1').click();
  await drill.waitGraded(1);
  await expect(page.locator('.coord.all')).toHaveCount(0);
  // The colour drill keeps them: a square's name is not its colour.
  await drill.open('colour', 'v=1&n=3&coords=squares');
  await expect(page.locator('.coord.all')).toHaveCount(64);
  await page.locator('details.drill-options summary').click();
  await expect(page.locator('[data-coords-note]')).toHaveCount(0);
});

test('the progress page names a run with the side to move at the bottom so, not by its last question', async ({ page }) => {
  const day = Math.floor(Date.UTC(2026, 11, 1, 9) / 86_400_000);
  const run = (at, extra) => ({
    mode: 'name-move', orientation: 'black', length: 'n5', day, at, right: 3, attempted: 5,
    best_streak: 2, mean_ms: 2000, mistakes: [], shared: false, ...extra,
  });
  const history = JSON.stringify({
    version: 1,
    runs: [run(Date.UTC(2026, 11, 1, 9), { side_to_move: true }), run(Date.UTC(2026, 11, 1, 10), {})],
    aggregates: [],
    squares: {},
  });
  await page.addInitScript((stored) => localStorage.setItem('escaque.history', stored), history);
  const progress = new ProgressPage(page);
  await progress.goto();
  await expect(progress.runs.locator('td.drill')).toHaveText([
    'Nombra la jugada · Negras · 5 preguntas', 'Nombra la jugada · El bando que juega · 5 preguntas',
  ]);
  await expect(page.locator('select[name=series] option')).toHaveText([
    'Nombra la jugada · Negras · 5 preguntas', 'Nombra la jugada · El bando que juega · 5 preguntas',
  ]);
});

test('a timed find run: its clock never shows more than its time, and stands still once stopped', async ({ page }) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&t=30&seed=7');
  await expect(drill.progress()).toHaveText('Quedan 30 s');
  // Every text the clock shows from before the first answer on.
  await page.evaluate(() => {
    const clock = document.querySelector('.drill-stats .progress');
    window.__clockTexts = [clock.textContent.trim()];
    new MutationObserver(() => window.__clockTexts.push(clock.textContent.trim()))
      .observe(clock, { childList: true, characterData: true, subtree: true });
  });
  await drill.square('e5').click();
  await drill.waitGraded(1);
  await expect(drill.progress()).toHaveText('Quedan 29 s', { timeout: 3000 });
  const seconds = (await page.evaluate(() => window.__clockTexts)).map((t) => Number(t.match(/\d+/)[0]));
  expect(Math.max(...seconds)).toBe(30);
  // Stopped: the summary's clock is the time that was left, and stays so.
  await page.locator('button.stop').click();
  await expect(drill.summary).toBeVisible();
  const stopped = (await drill.progress().textContent()).trim();
  await page.waitForTimeout(1500);
  await expect(drill.progress()).toHaveText(stopped);
});
