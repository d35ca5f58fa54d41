// The teacher's builder, worksheets and converter in Chromium (issue 15): never a wrong link,
// a pasted game for every move drill, the draft kept, drills reopened, worksheets that fit on
// paper, annotations kept by the converter.
const { test, expect } = require('./fixtures');
const { BuilderPage, DrillPage } = require('./pages');

const CARO_KANN = '1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6#';
const CARO_KANN_UCI = ['e2e4', 'c7c6', 'd2d4', 'd7d5', 'b1c3', 'd5e4', 'c3e4', 'b8d7', 'd1e2', 'g8f6', 'e4d6'];
const GOOD_FEN = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';

test('while the pasted content cannot be used there is no link and no QR code', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  await expect(builder.qr).toHaveCount(1); // a drill of its own: a link and its code
  const cases = [
    ['find', 'e4 d5\nh9 a1', 'Línea 2, columna 1', 'h9'],
    ['game', '1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 CCf6', 'Línea 1, columna 45', 'CCf6'],
    ['name-move', `${GOOD_FEN} O-O\n${GOOD_FEN} Rf3`, 'Línea 2, columna 32', 'Rf3'],
    ['find', CARO_KANN, '«Lee una partida»', null], // content of another drill
  ];
  for (const [mode, text, place, word] of cases) {
    await builder.mode.selectOption(mode);
    await builder.content.fill(text);
    await expect(builder.contentError).toContainText(place);
    // Content pasted, even with an error, is what will be asked: no library game to pick.
    await expect(page.locator('select[name=game]')).toHaveCount(0);
    if (word) await expect(builder.contentError.locator('.error-line mark')).toHaveText(word);
    await expect(builder.link).toHaveValue('');
    await expect(builder.qr).toHaveCount(0);
    await expect(page.locator('button.copy-link')).toHaveCount(0);
    await expect(page.locator('[data-link-blocked]')).toBeVisible();
    await expect(page.locator('a', { hasText: 'Abrir el ejercicio' })).toHaveCount(0);
  }
  // The drill that takes the content is one press away, and then the link is back.
  await page.locator('button[data-suggest-mode="game"]').click();
  await expect(builder.mode).toHaveValue('game');
  await expect(builder.contentError).toHaveCount(0);
  await expect(page.locator('[data-content-kind="game"]')).toHaveText('Reconocido: una partida de 6 jugadas.');
  await expect(builder.link).toHaveValue(/\/drill\/game\?v=1&content=1/);
  await expect(builder.qr).toHaveCount(1);
});

test('a pasted Spanish game makes a name-move link whose questions are its moves, on a phone', async ({ page, browser }) => {
  test.setTimeout(90_000); // two phones, each through the game's eleven questions
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.mode.selectOption('name-move');
  await builder.content.fill(`[Event "Club"]\n\n${CARO_KANN} {mate} 1-0`);
  await expect(page.locator('[data-content-kind="game"]')).toContainText('6 jugadas');
  await expect(builder.preview).toHaveText(['e4', 'c6', 'd4', 'd5', 'Cc3']);
  const link = await builder.link.inputValue();
  expect(link).toMatch(/\/drill\/name-move\?v=1&content=1/);

  for (const locale of ['es-ES', 'en-GB']) {
    const phone = await browser.newContext({
      locale, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
    });
    const student = await phone.newPage();
    const errors = [];
    student.on('pageerror', (e) => errors.push(String(e)));
    student.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await student.goto(link);
    const drill = new DrillPage(student);
    await drill.root.waitFor();
    const asked = [];
    for (let i = 0; i < CARO_KANN_UCI.length; i++) {
      await expect(drill.root).toHaveAttribute('data-question-move', CARO_KANN_UCI[i]);
      asked.push(await drill.root.getAttribute('data-question-move'));
      await drill.typeAnswer(i === 0 ? 'e4' : '??');
      await drill.waitGraded(i + 1);
      // The game is watched from White's side: the board does not flip at Black's moves.
      if (i < CARO_KANN_UCI.length - 1) await expect(drill.board).toHaveAttribute('data-orientation', 'white');
      // A wrong answer is held, with the right move shown, until Next.
      if (i > 0) {
        await expect(drill.root).toHaveAttribute('data-shown-move', CARO_KANN_UCI[i]);
        await drill.goOn();
      }
    }
    expect(asked).toEqual(CARO_KANN_UCI);
    await expect(drill.summary).toBeVisible();
    expect(errors).toEqual([]);
    await phone.close();
  }
});

test('a teacher\'s FEN with its en passant square: said to be a position, and its own FEN is right in the drill', async ({ page }) => {
  // After 1.e4, with e3 as FEN's standard writes it (no pawn can take there).
  const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.mode.selectOption('write-fen');
  await builder.content.fill(fen);
  // Not "with its move": a FEN to write needs none.
  await expect(page.locator('[data-content-kind="positions"]')).toHaveText('Reconocido: una posición.');
  const link = await builder.link.inputValue();
  expect(link).toMatch(/\/drill\/write-fen\?v=1&content=/);
  let again = false;
  for (const [written, verdict] of [[fen, 'correct'], [fen.replace(' e3 ', ' - '), 'correct'], [fen.replace(' e3 ', ' d3 '), 'wrong']]) {
    await page.goto(link);
    const drill = new DrillPage(page);
    await drill.root.waitFor();
    // The link's finished run shows its result first: "again" starts the next.
    if (again) await drill.summary.locator('button.again').click();
    again = true;
    await drill.typeAnswer(written);
    await drill.waitGraded(1);
    await expect(page.locator('[data-verdict]'), written).toHaveAttribute('data-verdict', verdict);
  }
  // The one wrong says what en passant asks, the square itself not claimed.
  await expect(page.locator('[data-verdict]')).toContainText('d3');
});

test('the builder keeps its draft after a reload and after Back from the worksheet', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.mode.selectOption('knight');
  await builder.title.fill('Saltos 1ºA');
  await builder.content.fill('e4 d5 a1 h8');
  await page.locator('input[name=o][value=black]').check();
  const link = await builder.link.inputValue();
  expect(link).toContain('o=black');
  await page.reload();
  await builder.content.waitFor();
  await expect(builder.mode).toHaveValue('knight');
  await expect(builder.title).toHaveValue('Saltos 1ºA');
  await expect(builder.content).toHaveValue('e4 d5 a1 h8');
  await expect(builder.link).toHaveValue(link);

  await page.locator('a', { hasText: 'Hoja para imprimir' }).click();
  await expect(page.locator('[data-worksheet]')).toBeVisible();
  await page.goBack();
  await builder.content.waitFor();
  await expect(builder.content).toHaveValue('e4 d5 a1 h8');
  await expect(builder.link).toHaveValue(link);
  // The drill printed is among the last drills, with its date in Spanish.
  const made = page.locator('[data-made-drills] li[data-made-drill]');
  await expect(made).toHaveCount(1);
  await expect(made).toContainText('Saltos 1ºA');
  await expect(made.locator('time')).toHaveText(/\d{4}/);
});

test('/builder?<a drill query> reopens the drill, the draft it replaces kept aside', async ({ page }) => {
  const builder = new BuilderPage(page);
  await page.goto('/builder?v=1&mode=find&n=12&o=black&files=abcd&seed=7&title=Columnas%20a-d');
  await builder.content.waitFor();
  await expect(builder.mode).toHaveValue('find');
  await expect(builder.title).toHaveValue('Columnas a-d');
  await expect(builder.link).toHaveValue(/\/drill\/find\?v=1&n=12&o=black&files=abcd&seed=7&title=Columnas/);
  await expect(page).toHaveURL(/\/builder$/); // a reload opens the draft, not the link again

  await page.goto('/builder?v=1&mode=game&content=1AgAGDQgNDwcG&side=black');
  await builder.content.waitFor();
  await expect(builder.mode).toHaveValue('game');
  await expect(builder.content).toHaveValue('1. e4 e5 2. Cf3 Cc6 3. Ab5 a6');
  await expect(builder.link).toHaveValue(/\/drill\/game\?v=1&side=black&content=1AgAGDQgNDwcG$/);
  // The find drill it replaced is kept aside; going back to it brings it back.
  const back = page.locator('[data-drafts-aside] li', { hasText: 'Columnas a-d' }).locator('button[data-restore-draft]');
  await back.click();
  await expect(builder.mode).toHaveValue('find');
  await expect(builder.link).toHaveValue(/files=abcd&seed=7/);
  // A link that does not read says why and keeps the draft.
  await page.goto('/builder?v=1&mode=find&n=500');
  await expect(page.locator('[data-query-error]')).toContainText('500');
  await expect(builder.link).toHaveValue(/files=abcd&seed=7/);
});

test('a worksheet of 20 prompts prints on at most 3 pages and its key, in words for paper', async ({ page }, testInfo) => {
  await page.goto('/worksheet?v=1&mode=find&n=20&seed=7');
  await expect(page.locator('[data-worksheet] .item svg.diagram')).toHaveCount(20);
  await expect(page.locator('.instructions')).not.toContainText('Pulsa');
  await expect(page.locator('.instructions')).toContainText('Marca');
  // No square twice on one sheet.
  const squares = await page.locator('.item .question').allTextContents();
  expect(new Set(squares).size).toBe(20);
  await page.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format, path: testInfo.outputPath(`worksheet-20-${format}.pdf`) });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    expect(pages, format).toBeLessThanOrEqual(4);
    expect(pages, format).toBeGreaterThanOrEqual(2);
  }
  // Six diagrams or more on the first page: the first page ends after the sixth item at least.
  const first = await page.locator('.item').nth(5).boundingBox();
  expect(first.y + first.height).toBeLessThan(1123 - 45); // an A4 page at 96 dpi, less its margins

  // A game's sheet: one side at the bottom throughout, the key numbered by the moves.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/worksheet?v=1&mode=name-move&content=${await contentOf(page, CARO_KANN)}`);
  await expect(page.locator('.item svg.diagram')).toHaveCount(11);
  const sides = await page.locator('.item svg.diagram').evaluateAll((ds) => ds.map((d) => d.dataset.orientation));
  expect(new Set(sides)).toEqual(new Set(['white']));
  await expect(page.locator('.item .number')).toHaveText(['1.', '1...', '2.', '2...', '3.', '3...', '4.', '4...', '5.', '5...', '6.']);
  await expect(page.locator('[data-answer-key] li').nth(1)).toHaveText('1... c6');
  await expect(page.locator('[data-answer-key] li').last()).toHaveText('6. Cd6#');
});

test('the converter keeps comments, variations and NAGs, to Spanish and back', async ({ page }) => {
  const pgn = '[Event "Club"]\n[White "Ana"]\n[Black "Luis"]\n[Result "1-0"]\n\n'
    + '1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Qe2!? {prepares the trap} '
    + '5... Ngf6?? $4 (5... e6 6. Nf3 (6. g3) 6... Ngf6 $10) 6. Nd6# $18 {smothered mate} 1-0';
  await page.goto('/convert');
  await page.locator('select[name=to]').selectOption('es');
  await page.locator('textarea[name=game]').fill(pgn);
  const output = page.locator('textarea[name=output]');
  await expect(output).toHaveValue(/5\. De2!\?\s\{prepares the trap\}\s5\.\.\. Cgf6\?\? \$4/);
  const spanish = (await output.inputValue()).replace(/\n/g, ' ');
  expect(spanish).toContain('(5... e6 6. Cf3 (6. g3) 6... Cgf6 $10)');
  expect(spanish).toContain('6. Cd6# $18 {smothered mate} 1-0');
  // No line ends with a move number.
  for (const line of (await output.inputValue()).split('\n')) expect(line).not.toMatch(/\d\.$/);
  await page.locator('select[name=to]').selectOption('pgn');
  await page.locator('textarea[name=game]').fill(await output.inputValue());
  const back = (await output.inputValue()).replace(/\n/g, ' ');
  expect(back).toContain('5. Qe2!? {prepares the trap} 5... Ngf6?? $4 (5... e6 6. Nf3 (6. g3) 6... Ngf6 $10) 6. Nd6# $18 {smothered mate} 1-0');
});

test('the large QR code has the title and the link under it and closes with Esc', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.title.fill('Casillas 2ºB');
  const link = await builder.link.inputValue();
  await page.locator('.qr-toggle').click();
  const large = page.locator('.qr-box.large');
  await expect(large).toBeVisible();
  await expect(large.locator('[data-qr-caption]')).toContainText('Casillas 2ºB');
  await expect(large.locator('[data-qr-caption]')).toContainText(link);
  await page.keyboard.press('Escape');
  await expect(large).toHaveCount(0);
  await expect(page.locator('.qr-toggle')).toBeFocused();
});

/** The content text of `game` as the builder links it (through the builder itself). */
async function contentOf(page, game) {
  await page.goto('/builder');
  await page.locator('select[name=mode]').selectOption('game');
  await page.locator('textarea[name=content]').fill(game);
  const link = await page.locator('input[name=link]').inputValue();
  return new URL(link).searchParams.get('content');
}

test('unticking "the same prompts for everyone" says that no result code will come back', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  const same = page.locator('input[name=same]');
  await expect(same).toBeChecked();
  await expect(page.locator('[data-no-result-code]')).toHaveCount(0);
  await same.uncheck();
  await expect(page.locator('[data-no-result-code]')).toContainText('no da código de resultado');
  await expect(builder.link).not.toHaveValue(/seed=/);
  await same.check();
  await expect(page.locator('[data-no-result-code]')).toHaveCount(0);
  await expect(builder.link).toHaveValue(/seed=\d+/);
});

test('a drill without a title of its own is listed by its name once', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.mode.selectOption('find');
  await builder.content.fill('e4 d5 a1 h8');
  await page.locator('a', { hasText: 'Hoja para imprimir' }).click();
  await expect(page.locator('[data-worksheet]')).toBeVisible();
  await page.goBack();
  const made = page.locator('[data-made-drills] li[data-made-drill]');
  await expect(made).toHaveCount(1);
  const text = await made.textContent();
  expect(text.match(/Encuentra la casilla/g)).toHaveLength(1);
});

test('an English teacher\'s move drill is in English notation, in the builder and for every student', async ({ browser }) => {
  const teacher = await browser.newContext({ locale: 'en-US' });
  const page = await teacher.newPage();
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.mode.selectOption('name-move');
  // The teacher's notation setting (English, from the browser) is the drill's, and the link says so.
  await expect(page.locator('select[name=lang]')).toHaveValue('en');
  await expect(builder.link).toHaveValue(/[?&]lang=en(&|$)/);
  const link = await builder.link.inputValue();
  await teacher.close();
  // A Spanish student opening it gets the English letters the teacher saw.
  const student = await browser.newContext({ locale: 'es-ES' });
  const drillPage = await student.newPage();
  await drillPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(drillPage.locator('[data-notation]')).toHaveAttribute('data-notation', 'en');
  await student.close();
});

test('on a phone the builder never gets wider than the screen, whatever the drill (long game names, FENs)', async ({ browser }) => {
  const phone = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const builder = new BuilderPage(page);
  await builder.goto();
  for (const mode of ['game', 'old-book', 'write-fen', 'set-up', 'name-move', 'find']) {
    await builder.mode.selectOption(mode);
    if (mode === 'game' || mode === 'old-book') {
      // The library's games are listed (the longest names among them).
      await expect.poll(() => page.locator('select[name=game] option').count()).toBeGreaterThan(100);
    } else {
      await expect(builder.preview.first()).toBeVisible();
    }
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0], `${mode}: the page's width against the screen's`).toBeLessThanOrEqual(widths[1]);
  }
  await phone.close();
});
