// The teacher's tools as a teacher uses them: a class's codes pasted as a chat app exports them,
// drills named by their titles, questions by their numbers; per-kind builder drafts; FEN errors
// at their place; the converter kept and saved; a write-FEN worksheet fit for paper.
const { test, expect } = require('./fixtures');
const { DrillPage, ResultsPage } = require('./pages');

/** Runs a find drill of three questions in a fresh phone, clicking a wrong square where
 * `answers` says false; returns the result code. */
async function run(browser, link, answers) {
  const phone = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const drill = new DrillPage(page);
  await page.goto(link);
  await drill.root.waitFor();
  for (let i = 0; i < answers.length; i++) {
    const prompt = await drill.promptText();
    await drill.square(answers[i] ? prompt : (prompt === 'a1' ? 'h8' : 'a1')).tap();
    await drill.waitGraded(i + 1);
  }
  await expect(drill.summary).toBeVisible();
  const code = (await page.locator('[data-result-code]').textContent()).trim();
  await phone.close();
  return code;
}

/** Keeps `queries` in this device's list of drills made in the builder, before the app starts. */
async function madeDrills(page, queries) {
  await page.addInitScript((drills) => {
    localStorage.setItem('escaque.builder-drills', JSON.stringify({
      version: 1, drills: drills.map((query, i) => ({ query, at: Date.UTC(2025, 11, 3, 17, i) })),
    }));
  }, queries);
}

test('a chat export of five codes from two drills: each drill by its name, each question by its number', async ({ page, browser }, testInfo) => {
  test.slow();
  // Two drills this device made: one with a title, one without (named by its kind and day).
  const squares = 'v=1&mode=find&n=3&seed=7';
  const titled = 'v=1&mode=find&n=3&seed=8&title=Columnas 2ºA';
  await madeDrills(page, [squares, titled]);
  const a = [await run(browser, `/drill/find?v=1&n=3&seed=7`, [true, false, true]),
    await run(browser, `/drill/find?v=1&n=3&seed=7`, [false, false, true]),
    await run(browser, `/drill/find?v=1&n=3&seed=7`, [true, true, true])];
  const b = [await run(browser, `/drill/find?v=1&n=3&seed=8&title=${encodeURIComponent('Columnas 2ºA')}`, [true, true, false]),
    await run(browser, `/drill/find?v=1&n=3&seed=8&title=${encodeURIComponent('Columnas 2ºA')}`, [false, true, false])];
  const chat = [
    `[3/12/25, 18:02] Lucía Fernández: Hola profe, aquí va el de Pablo: ${a[0]}`,
    `[3/12/25, 18:03] Marta Gil: ${b[0]}`,
    '3/12/25, 18:04 - Tomás Ruiz: hola!',
    `3/12/25, 18:05 - Tomás Ruiz: ${a[1]}`,
    '',
    'Ana Sanz, [03.12.25 18:06]',
    b[1],
    '',
    `> Iker: ${a[2]}`,
  ].join('\n');
  const results = new ResultsPage(page);
  await results.goto();
  await results.paste(chat);
  await expect(results.rows).toHaveCount(5);
  // The chatter is named by its line and its real cause; no name is "too long".
  await expect(results.problems).toHaveCount(1);
  await expect(results.problems.first()).toHaveAttribute('data-line', '3');
  await expect(results.problems.first()).toContainText('No es un código de resultado');
  expect((await results.names()).sort()).toEqual(['Ana Sanz', 'Iker', 'Lucía Fernández', 'Marta Gil', 'Tomás Ruiz']);
  // Each drill by its title, else its kind and the day it was made; never by its id.
  const drills = await results.rows.locator('[data-drill]').allTextContents();
  expect(drills.filter((d) => d === 'Columnas 2ºA').length).toBe(2);
  expect(drills.filter((d) => d.startsWith('Encuentra la casilla')).length).toBe(3);
  for (const drill of drills) expect(drill).not.toMatch(/^[0-9A-Z]{5}$|Ejercicio [0-9A-Z]{5}/);
  // Each miss by its question's number and what it asked.
  const tomas = results.rows.filter({ hasText: 'Tomás Ruiz' });
  await expect(tomas.locator('[data-mistakes]')).toHaveText(/^1 · \w\d, 2 · \w\d$/);
  // The class view: one section a drill, named; its questions numbered.
  const views = page.locator('[data-class-view]');
  await expect(views).toHaveCount(2);
  await expect(views.filter({ hasText: 'Columnas 2ºA' })).toHaveCount(1);
  const rows = views.filter({ hasText: 'Columnas 2ºA' }).locator('tr[data-prompt]');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAttribute('data-question', '3');
  await expect(rows.first().locator('th')).toHaveText(/^3 · [a-h][1-8]$/);
  await page.screenshot({ path: testInfo.outputPath('results-chat-es.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('results-chat-phone-es.png'), fullPage: true });
});

test('a game drill\'s results: a move played twice is two questions, each with its move number', async ({ page, browser }, testInfo) => {
  test.slow();
  await page.goto('/builder');
  await page.locator('select[name=mode]').selectOption('game');
  await page.locator('textarea[name=content]').fill('1.e4 e5 2.Cf3 Cc6 3.Cg1 Cb8 4.Cf3 Cc6');
  const link = await page.locator('input[name=link]').inputValue();
  expect(link).toContain('/drill/game?v=1&content=');
  const codes = [];
  for (const missed of [3, 7]) {
    const fresh = await browser.newContext({ locale: 'es-ES' });
    const student = await fresh.newPage();
    const drill = new DrillPage(student);
    await student.goto(link);
    await drill.root.waitFor();
    const moves = ['e4', 'e5', 'Cf3', 'Cc6', 'Cg1', 'Cb8', 'Cf3', 'Cc6'];
    for (let i = 0; i < moves.length; i++) {
      // One miss (a legal knight move, not the game's), held until Next.
      await drill.typeAnswer(i === missed ? 'Cf6' : moves[i]);
      await drill.waitGraded(i + 1);
      if (i === missed && await drill.next.isVisible()) await drill.goOn();
    }
    await expect(drill.summary).toBeVisible();
    codes.push((await student.locator('[data-result-code]').textContent()).trim());
    await fresh.close();
  }
  const results = new ResultsPage(page);
  await results.goto();
  await results.paste(`Ana ${codes[0]}\nLuis ${codes[1]}`);
  await expect(results.rows).toHaveCount(2);
  // Without the drill's link: by number alone.
  await expect(results.rows.filter({ hasText: 'Ana' }).locator('[data-mistakes]')).toHaveText('n.º 4');
  // With it: each question by its move, with its number and side.
  await results.drillLink.fill(link);
  await expect(results.rows.filter({ hasText: 'Ana' }).locator('[data-mistakes]')).toHaveText('2… Cc6');
  await expect(results.rows.filter({ hasText: 'Luis' }).locator('[data-mistakes]')).toHaveText('4… Cc6');
  const missed = await results.classMisses.evaluateAll((rows) => rows
    .filter((r) => r.dataset.missed !== '0').map((r) => r.querySelector('th').textContent));
  expect(missed).toEqual(['2… Cc6', '4… Cc6']);
  await page.screenshot({ path: testInfo.outputPath('results-game-es.png'), fullPage: true });
});

test('the builder keeps a draft for each kind of drill: switching does not carry the title or the game', async ({ page }) => {
  await page.goto('/builder');
  const mode = page.locator('select[name=mode]');
  const title = page.locator('input[name=title]');
  const content = page.locator('textarea[name=content]');
  await content.waitFor();
  await mode.selectOption('game');
  await title.fill('Partida del martes');
  await content.fill('1.e4 e5 2.Cf3 Cc6');
  await mode.selectOption('find');
  await expect(title).toHaveValue('');
  await expect(content).toHaveValue('');
  await expect(page.locator('[data-title-kept]')).toHaveCount(0);
  await title.fill('Columnas');
  await mode.selectOption('game');
  await expect(title).toHaveValue('Partida del martes');
  await expect(content).toHaveValue('1.e4 e5 2.Cf3 Cc6');
  // Kept across a reload too.
  await page.reload();
  await content.waitFor();
  await mode.selectOption('find');
  await expect(title).toHaveValue('Columnas');
});

test('a FEN error points at its column, and a Spanish letter gets the English one', async ({ page }, testInfo) => {
  await page.goto('/builder');
  await page.locator('select[name=mode]').selectOption('write-fen');
  const content = page.locator('textarea[name=content]');
  // A Spanish T for the white rook on h1: column 43 of the line.
  await content.fill('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNT w KQkq - 0 1');
  const error = page.locator('[data-content-error]');
  await expect(error).toContainText('columna 43');
  await expect(error).toContainText('La FEN usa las letras inglesas: R para la torre.');
  // A castling right without its rook: at the castling field, column 23.
  await content.fill('4k3/8/8/8/8/8/8/4K3 w K - 0 1');
  await expect(error).toContainText('columna 23');
  await page.screenshot({ path: testInfo.outputPath('builder-fen-error-es.png'), fullPage: true });
});

test('the converter keeps its text and options across a reload, and saves .pgn and .txt files', async ({ page }) => {
  await page.goto('/convert');
  const input = page.locator('textarea[name=game]');
  await input.fill('1.e4 e5 2.Cf3 Cc6 3.Ab5');
  await page.locator('select[name=to]').selectOption('en');
  await page.locator('input[name=long]').check();
  await expect(page.locator('textarea[name=output]')).toHaveValue(/Ng1f3/);
  await page.reload();
  await expect(input).toHaveValue('1.e4 e5 2.Cf3 Cc6 3.Ab5');
  await expect(page.locator('select[name=to]')).toHaveValue('en');
  await expect(page.locator('input[name=long]')).toBeChecked();
  await expect(page.locator('textarea[name=output]')).toHaveValue(/Ng1f3/);
  // Saved as text...
  const button = page.locator('button[data-download]');
  await expect(button).toHaveText('Descargar .txt');
  let download = page.waitForEvent('download');
  await button.click();
  let file = await download;
  expect(file.suggestedFilename()).toBe('partida.txt');
  // ...and as PGN.
  await page.locator('input[name=long]').uncheck();
  await page.locator('select[name=to]').selectOption('pgn');
  await expect(button).toHaveText('Descargar .pgn');
  download = page.waitForEvent('download');
  await button.click();
  file = await download;
  expect(file.suggestedFilename()).toBe('partida.pgn');
  const text = require('fs').readFileSync(await file.path(), 'utf8');
  expect(text).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5');
});

test('a write-FEN worksheet prints one title, answer lines a FEN long and dark file letters', async ({ page }, testInfo) => {
  await page.goto('/worksheet?v=1&mode=write-fen&n=5&seed=3');
  await page.locator('[data-worksheet] .item').first().waitFor();
  await page.emulateMedia({ media: 'print' });
  // One title on the sheet (the key's heading is on its own page).
  const titles = await page.locator('h1:visible').count();
  expect(titles).toBe(1);
  // Each answer line holds a whole FEN written by hand: at least as wide as the starting
  // position's FEN in the sheet's type at 1.4 times its size.
  const fits = await page.evaluate(() => {
    const line = document.querySelector('[data-worksheet] .answer-line');
    const probe = document.createElement('span');
    probe.textContent = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    probe.style.fontSize = '1.4em';
    probe.style.whiteSpace = 'nowrap';
    document.querySelector('[data-worksheet] .question').appendChild(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    return { have: line.getBoundingClientRect().width, need };
  });
  expect(fits.have).toBeGreaterThanOrEqual(fits.need);
  // The file letters: at least 4.5:1 against the paper.
  const colour = await page.locator('[data-worksheet] .diagram .d-coord').first().evaluate((e) => getComputedStyle(e).fill);
  expect(colour).toBe('rgb(0, 0, 0)');
  await page.screenshot({ path: testInfo.outputPath('worksheet-write-fen-print.png'), fullPage: true });
  await page.pdf({ path: testInfo.outputPath('worksheet-write-fen.pdf'), format: 'A4' });
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`a kingside drill dims the other files at ${viewport.width}×${viewport.height}`, async ({ browser }, testInfo) => {
    const phone = viewport.width < 500;
    const context = await browser.newContext({ locale: 'es-ES', viewport, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    await page.goto('/drill/find?v=1&n=5&seed=1&files=efgh');
    await page.locator('[data-drill] [data-prompt]').waitFor();
    const shadow = (square) => page.locator(`.board [data-square="${square}"]`).evaluate((e) => getComputedStyle(e).boxShadow);
    expect(await shadow('a1')).not.toBe('none');
    expect(await shadow('d8')).not.toBe('none');
    expect(await shadow('e4')).toBe('none');
    expect(await shadow('h8')).toBe('none');
    await page.screenshot({ path: testInfo.outputPath(`kingside-${viewport.width}.png`) });
    await context.close();
  });
}
