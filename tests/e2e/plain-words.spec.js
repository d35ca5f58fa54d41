// What a fresh look at the app found unclear, each said plainly now: no correction's legend
// after a right answer, ⌫ takes back a key's token, a refused try in check says so, a stopped
// run's best out of what it answered, an empty heat map says why, a link's useless option in
// words, the converter's detected language, English instructions.
const { test, expect } = require('./fixtures');
const { BuilderPage, DrillPage, ProgressPage, presetSettings } = require('./pages');

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// White's king in check from the rook on e2: Kd2 is refused (the rook holds the rank).
const IN_CHECK = '4k3/8/8/8/8/8/4r3/4K3 w - - 0 1';

/** The link the builder makes for `mode` with `content` pasted. */
async function builtLink(page, mode, content) {
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.mode.selectOption(mode);
  await builder.content.fill(content);
  await expect(builder.link).toHaveValue(new RegExp(`/drill/${mode}\\?`));
  return new URL(await builder.link.inputValue()).pathname + new URL(await builder.link.inputValue()).search;
}

test('a right last answer ends the run with no correction legend', async ({ page }) => {
  const link = await builtLink(page, 'play-move', `${START} e4\n${START} d4`);
  const drill = new DrillPage(page);
  await page.goto(link);
  await drill.root.waitFor();
  // A wrong first answer: held, with its legend.
  const first = await drill.root.getAttribute('data-question-fen');
  expect(first).toBeTruthy();
  const right = (await drill.promptText()) === 'e4' ? 'e2e4' : 'd2d4';
  await drill.playMove('g1f3');
  await drill.waitGraded(1);
  await expect(page.locator('.verdict-box .legend')).toHaveCount(1);
  await drill.goOn();
  await expect(page.locator('.verdict-box .legend')).toHaveCount(0);
  // The last one right: the summary, "¡Bien!" and no legend of a blue arrow.
  const last = right === 'e2e4' ? 'd2d4' : 'e2e4';
  await drill.playMove(last);
  await drill.waitGraded(2);
  await expect(drill.summary).toBeVisible();
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  await expect(page.locator('.verdict-box .legend')).toHaveCount(0);
  await expect(drill.root).not.toHaveAttribute('data-shown-move', /./);
});

test('a right answer, then Terminar: no correction legend', async ({ page }) => {
  const link = await builtLink(page, 'play-move', `${START} e4\n${START} d4`);
  const drill = new DrillPage(page);
  await page.goto(link);
  await drill.root.waitFor();
  await drill.playMove((await drill.promptText()) === 'e4' ? 'e2e4' : 'd2d4');
  await drill.waitGraded(1);
  await page.locator('button.stop').click();
  await expect(drill.summary).toBeVisible();
  await expect(page.locator('.verdict-box .legend')).toHaveCount(0);
});

test('a refused try while the king is in check says why: the king would still be in check', async ({ page }) => {
  const link = await builtLink(page, 'play-move', `${IN_CHECK} Rxe2`);
  const drill = new DrillPage(page);
  await page.goto(link);
  await drill.root.waitFor();
  await expect(page.locator('[data-to-move]')).toHaveText('Juegan las blancas');
  await drill.playMove('e1d2');
  await expect(page.locator('[data-refused]')).toHaveAttribute('data-refused', 'e1d2');
  await expect(page.locator('[data-refused]')).toContainText('El rey no puede ir a d2: allí estaría en jaque');
  expect(await drill.graded()).toBe(0);
  // A piece of the other side: whose move it is.
  await drill.square('e8').click();
  await expect(page.locator('[data-wrong-side="e8"]')).toHaveText('Juegan las blancas: mueve una pieza blanca');
});

test('⌫ after the castling key takes back the whole 0-0', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('name-move', 'v=1&n=3&seed=43&focus=captures');
  await drill.key('C').click();
  await drill.key('0-0').click();
  await expect(drill.answerInput).toHaveValue('C0-0');
  await drill.key('delete').click();
  await expect(drill.answerInput).toHaveValue('C');
  await drill.key('delete').click();
  await expect(drill.answerInput).toHaveValue('');
  // Typed text is taken back a character at a time.
  await drill.answerInput.fill('Cd6');
  await drill.key('delete').click();
  await expect(drill.answerInput).toHaveValue('Cd');
});

test('a run stopped after one question: marked unfinished, never a best; an empty heat map says why', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('name-move', 'v=1&n=20&seed=43&focus=captures');
  await drill.typeAnswer('Cd6');
  await drill.waitGraded(1);
  await page.locator('button.stop').click();
  await expect(drill.summary).toBeVisible();
  const progress = new ProgressPage(page);
  await progress.goto();
  await expect(progress.runs).toHaveCount(1);
  await expect(progress.runs.first()).toContainText('0/1 (sin terminar)');
  await expect(page.locator('[data-no-best]')).toHaveText('Aún no hay mejor resultado: ninguna ronda terminada');
  await expect(page.locator('[data-heat-empty]')).toContainText('Encuentra la casilla');
});

test('an option a drill does not have is said in words, not as the link\'s key', async ({ page }) => {
  await page.goto('/drill/game?v=1&n=5');
  await expect(page.locator('.link-error')).toContainText(
    'Este enlace pide un número de preguntas, pero el ejercicio «Lee una partida» no tiene esa opción.');
});

test('the converter says which language it detected', async ({ page }) => {
  await page.goto('/convert');
  await page.locator('textarea[name=game]').fill('1.e4 e5 2.Cf3 Cc6 3.Ab5 a6');
  await expect(page.locator('[data-detected]')).toHaveAttribute('data-detected', 'es');
  await expect(page.locator('[data-detected]')).toHaveText(/^Detectado: .*\(es\)\.$/);
  await page.locator('select[name=from]').selectOption('es');
  await expect(page.locator('[data-detected]')).toHaveCount(0);
});

test('English instructions: find and name the square on a desktop', async ({ page }) => {
  await presetSettings(page, { ui: 'en', notation: 'en' });
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1');
  await expect(drill.instructions.first()).toHaveText('On the board, press the square that is named.');
  await page.goto('/');
  await expect(page.locator('[data-drill-card="name"]')).not.toContainText('tap');
});

test('the home page names the lesson to go on with by its title, in a fresh load', async ({ page }) => {
  await page.goto('/learn/pieces');
  await page.locator('[data-lesson="pieces"]').waitFor();
  await page.locator('[data-step-next]').click();
  await expect(page.locator('[data-step]')).toHaveAttribute('data-index', '1');
  // A new load of the home page: its first load alone (the course's messages come later).
  await page.goto('/');
  const next = page.locator('a[data-continue="pieces"]');
  await expect(next).toBeVisible();
  await expect(next).toContainText('Las piezas y sus letras');
  await expect(next).not.toContainText('lesson-');
});

test('a move drill and a lesson name their board squares to a screen reader; the find drill does not', async ({ page }) => {
  const labels = async () => page.locator('.board [data-square]').evaluateAll((squares) => squares.map((s) => s.getAttribute('aria-label')));
  const drill = new DrillPage(page);
  await drill.open('name-move', 'v=1&n=3&seed=5');
  await expect(drill.board.locator('[data-square]')).toHaveCount(64);
  let named = await labels();
  // Every square by its name, its piece after it ("e1, rey blanco").
  expect(named.filter((l) => /^[a-h][1-8]\b/.test(l))).toHaveLength(64);
  expect(named.filter((l) => /^[a-h][1-8], \S/.test(l)).length).toBeGreaterThan(1);
  await page.goto('/learn/moves');
  await page.locator('[data-lesson="moves"] .board [data-square]').first().waitFor();
  named = await labels();
  expect(named.filter((l) => /^[a-h][1-8]\b/.test(l)).length).toBe(named.length);
  await drill.open('find', 'v=1&n=3&seed=7');
  await expect(drill.board.locator('[data-square]')).toHaveCount(64);
  const found = await labels();
  expect(found.filter((l) => /\b[a-h][1-8]\b/.test(l))).toEqual([]);
  // Each square is told apart by where it is, as a sighted student sees it (issue 33 item 4).
  expect(new Set(found).size).toBe(64);
  const a1 = await drill.square('a1').getAttribute('aria-label');
  expect(a1).toMatch(/^(?:.*, )?1 \S.*, 1 \S/);
});
