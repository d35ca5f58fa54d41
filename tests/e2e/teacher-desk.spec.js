// What a teacher's fresh-eyes walk still found (issue 15): results read right (a run stopped
// half-way out of the drill's questions, the name with the code, every pasted row in the CSV),
// worksheets that print all of a drill and answer in their key, builder work never lost, the
// converter's book annotations, and dates in the browser's own variant of the UI language.
const { test, expect } = require('./fixtures');
const { BuilderPage, DrillPage, ResultsPage, presetSettings } = require('./pages');

const LINK = '/drill/find?v=1&n=3&seed=7'; // e5 g1 b6

test('a run stopped half-way is out of the drill\'s questions, with the name shown and copied beside the code', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const drill = new DrillPage(page);
  await page.goto(LINK);
  await drill.root.waitFor();
  await drill.square('e5').click();
  await drill.waitGraded(1);
  await page.locator('button.stop').click();
  await expect(drill.summary).toBeVisible();
  const code = await drill.resultCode();
  expect(code).toMatch(/^2/); // a stopped run's code says so
  // The name typed shows before the code, and what is copied is what is shown.
  await expect(page.locator('[data-result-line]')).toHaveText(code);
  await page.locator('input[name=student-name]').fill('Lucía Pérez');
  await expect(page.locator('[data-result-line]')).toHaveText(`Lucía Pérez: ${code}`);
  await page.locator('.result-box button', { hasText: 'Copiar el código' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Lucía Pérez: ${code}`);
  await page.screenshot({ path: testInfo.outputPath('result-box-es.png'), fullPage: true });
  const resultLink = await drill.resultLink();

  // Its result page: 1 of 3, not 1 of 1, and not finished.
  await page.goto(resultLink);
  await expect(page.locator('[data-result] [data-score]')).toContainText('1/3');
  await expect(page.locator('[data-result] [data-score]')).toHaveAttribute('data-unfinished', '');
  await expect(page.locator('[data-result] [data-score]')).toContainText('sin terminar: 1 respondida');

  // The class table: out of 3 without the drill link too; a whole run is not marked.
  const whole = new DrillPage(page);
  await page.goto(LINK);
  await whole.root.waitFor();
  // The stopped run of this link shows its result first: "again" starts a whole one.
  await whole.summary.locator('button.again').click();
  await expect(whole.root).toHaveAttribute('data-answered', '0');
  for (const [i, square] of ['e5', 'a1', 'b6'].entries()) {
    await whole.square(square).click();
    await whole.waitGraded(i + 1);
  }
  await expect(whole.summary).toBeVisible();
  const full = await whole.resultCode();
  const results = new ResultsPage(page);
  await results.goto();
  await results.paste(`Lucía Pérez: ${code}\nAna: ${full}\nLuis: ${full}`);
  await expect(results.rows).toHaveCount(3);
  const lucia = results.rows.filter({ hasText: 'Lucía' });
  await expect(lucia.locator('[data-score]')).toContainText('1/3');
  await expect(lucia).toHaveAttribute('data-unfinished', '');
  await expect(results.rows.filter({ hasText: 'Ana' }).locator('[data-score]')).toHaveText('2/3');
  await expect(page.locator('tr[data-row][data-unfinished]')).toHaveCount(1);
  await results.drillLink.fill(LINK);
  await expect(lucia.locator('[data-score]')).toContainText('1/3');
  await page.screenshot({ path: testInfo.outputPath('results-unfinished-es.png'), fullPage: true });

  // The CSV: answered and the drill's questions apart, and the repeated code kept, marked.
  const { bytes } = await results.downloadCsv();
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter((l) => l);
  expect(lines[0].split(';')).toEqual(['Alumno', 'Ejercicio', 'Fecha', 'Aciertos', 'Respondidas',
    'Preguntas del ejercicio', 'Precisión (%)', 'Segundos', 'Fallos', 'Repetido']);
  expect(lines).toHaveLength(4);
  const row = (name) => lines.find((l) => l.startsWith(`${name};`)).split(';');
  expect(row('Lucía Pérez').slice(3, 6)).toEqual(['1', '1', '3']);
  expect(row('Ana').slice(3, 6)).toEqual(['2', '3', '3']);
  expect(row('Ana')[9]).toBe('');
  expect(row('Luis')[9]).toBe('sí');
});

test('a worksheet prints every question of a long drill and a game names its players; the keys give the answers', async ({ page }, testInfo) => {
  test.slow();
  // 40 squares: all of them, in four columns on paper.
  await page.goto('/worksheet?v=1&mode=find&n=40&seed=7');
  await expect(page.locator('[data-worksheet] .item svg.diagram')).toHaveCount(40);
  await expect(page.locator('[data-left-out]')).toHaveCount(0);
  // The key marks each square on a small board; it does not ask again.
  const key = page.locator('[data-answer-key] li');
  await expect(key).toHaveCount(40);
  await expect(key.locator('svg.diagram')).toHaveCount(40);
  const asked = (await page.locator('.item .question').first().textContent()).match(/[a-h][1-8]/)[0];
  await expect(key.first().locator('.key-text')).toHaveText(`1. ${asked}`);
  await expect(key.first().locator(`[data-square="${asked}"] .d-mark`)).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', path: testInfo.outputPath('worksheet-40.pdf') });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
  console.log(`40 prompts: ${pages} pages`);
  expect(pages).toBeLessThanOrEqual(5);
  await page.screenshot({ path: testInfo.outputPath('worksheet-40-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Play the move: the key says from where to where, and draws it.
  await page.goto('/worksheet?v=1&mode=play-move&n=4&seed=3&focus=castling');
  await expect(page.locator('.item svg.diagram')).toHaveCount(4);
  const question = await page.locator('.item .question').first().textContent();
  const answer = await key.first().locator('.key-text').textContent();
  expect(answer).toMatch(/de [a-h][1-8] a [a-h][1-8]/);
  expect(question).not.toContain(answer);
  await expect(key.first().locator('.d-arrow')).toHaveCount(1);

  // A whole game of the library: every move, and who played it.
  await page.goto('/worksheet?v=1&mode=game&game=fide-sample');
  await expect(page.locator('[data-game]')).toBeVisible();
  const fide = await page.locator('.item').count();
  const fideKey = await key.count();
  expect(fide).toBe(fideKey);
  const master = await firstMasterGame(page);
  await page.goto(`/worksheet?v=1&mode=game&game=${master.id}&side=both`);
  await expect(page.locator('[data-game]')).toContainText(' – ');
  await expect(page.locator('[data-game]')).toContainText(master.white);
  await expect(page.locator('.item')).toHaveCount(master.plies);
  await expect(page.locator('.items.dense')).toHaveCount(master.plies >= 25 ? 1 : 0);
  await page.screenshot({ path: testInfo.outputPath('worksheet-game.png') });
  // A timed drill says how many questions its sheet has.
  await page.goto('/worksheet?v=1&mode=name&t=60&seed=2');
  await expect(page.locator('[data-timed]')).toContainText('20 preguntas');
});

/** A long game of the library between named players: its id, White, and its number of plies
 * (from the builder's list of games and the drill's own count). */
async function firstMasterGame(page) {
  await page.goto('/builder');
  await page.locator('select[name=mode]').selectOption('game');
  const options = page.locator('select[name=game] option').filter({ hasText: ' – ' });
  await options.first().waitFor({ state: 'attached' });
  const option = options.nth(3);
  const id = await option.getAttribute('value');
  const label = await option.textContent();
  await page.goto(`/drill/game?v=1&game=${id}&side=both`);
  await page.locator('[data-drill] [data-prompt]').waitFor();
  const plies = Number((await page.locator('.drill-panel .progress, .progress').first().textContent()).match(/de (\d+)/)[1]);
  return { id, white: label.split(' – ')[0].trim(), plies };
}

test('opening a drill to edit keeps the draft aside, to go back to; each kind of drill has its own draft', async ({ page }, testInfo) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  // A drill made and printed: it goes to the last drills.
  await builder.title.fill('Columnas');
  await page.locator('a', { hasText: 'Hoja para imprimir' }).click();
  await expect(page.locator('[data-worksheet]')).toBeVisible();
  await page.goBack();
  await builder.content.waitFor();
  // Unsaved work: another drill, half typed (its content does not even read yet).
  // Another kind of drill: its own draft, nothing of the find drill's goes along...
  await builder.mode.selectOption('knight');
  await expect(builder.title).toHaveValue('');
  await expect(builder.title).toHaveAttribute('placeholder', /caballo/i);
  await expect(page.locator('[data-title-kept]')).toHaveCount(0);
  await builder.title.fill('Saltos');
  // ...and back, each draft as it was left.
  await builder.mode.selectOption('find');
  await expect(builder.title).toHaveValue('Columnas');
  await builder.mode.selectOption('knight');
  await expect(builder.title).toHaveValue('Saltos');
  await builder.title.fill('Saltos a medias');
  await builder.content.fill('e4 d5 a1 h9');
  // Edit the printed drill: the half-typed one is kept aside, not lost.
  await page.locator('[data-made-drills] li', { hasText: 'Columnas' }).locator('a[data-edit]').click();
  await expect(builder.title).toHaveValue('Columnas');
  const aside = page.locator('[data-drafts-aside] li[data-draft-aside]');
  await expect(aside).toHaveCount(1);
  await expect(aside).toContainText('Saltos a medias');
  await page.screenshot({ path: testInfo.outputPath('builder-aside-es.png'), fullPage: true });
  // Kept across a reload, and back with one click (the one shown goes aside in its place).
  await page.reload();
  await builder.content.waitFor();
  await expect(aside).toHaveCount(1);
  await aside.locator('button[data-restore-draft]').click();
  await expect(builder.title).toHaveValue('Saltos a medias');
  await expect(builder.content).toHaveValue('e4 d5 a1 h9');
  await expect(builder.mode).toHaveValue('knight');
  await expect(aside).toHaveCount(1);
  await expect(aside).toContainText('Columnas');
  await aside.locator('button[data-discard-draft]').click();
  await expect(page.locator('[data-drafts-aside]')).toHaveCount(0);

  // A link reopened over a draft keeps it aside too.
  await page.goto('/builder?v=1&mode=name&n=5&seed=3&title=Nombres');
  await builder.content.waitFor();
  await expect(builder.title).toHaveValue('Nombres');
  await expect(aside).toContainText('Saltos a medias');
});

test('/builder? without a drill in its query says what the page shows instead, and keeps the draft', async ({ page }, testInfo) => {
  const builder = new BuilderPage(page);
  const problem = page.locator('[data-query-error]');
  // A first visit: a new drill, said to be one.
  await page.goto('/builder?v=1&n=5');
  await builder.content.waitFor();
  await expect(problem).toContainText('no dice qué ejercicio es');
  await expect(problem).toContainText('ejercicio nuevo');
  await expect(builder.mode).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('builder-no-mode-es.png') });
  await builder.title.fill('Mi borrador');
  await page.goto('/builder?');
  await builder.content.waitFor();
  await expect(builder.title).toHaveValue('Mi borrador');
  await expect(problem).toHaveCount(0);
  for (const query of ['?v=1&n=5', '?title=Hola']) {
    await page.goto(`/builder${query}`);
    await builder.content.waitFor();
    await expect(builder.title).toHaveValue('Mi borrador');
    await expect(problem).toContainText('Aquí sigue tu borrador');
  }
});

test('the converter reads the annotations of books and databases and names what it does not understand', async ({ page }, testInfo) => {
  await page.goto('/convert');
  const input = page.locator('textarea[name=game]');
  const output = page.locator('textarea[name=output]');
  const error = page.locator('[data-convert-error]');
  await expect(page.locator('select[name=to] option[value=figurine]')).toHaveText('♘ figuras');
  await page.locator('select[name=to]').selectOption('en');
  await input.fill('1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 =\n4.Aa4 Cf6 ± 5.0-0 Ae7 +- 6.Te1 b5 -+ 7.Ab3 d6 ∓ 8.c3 0-0 N 9.h3 □ Ca5 !? 10.Ac2 c5? 11.d4 Dc7! 12.Cbd2 $14 cxd4± *');
  await expect(error).toHaveText('');
  await expect(output).toHaveValue(/3\. Bb5 a6 = 4\. Ba4 Nf6 ± 5\. O-O Be7 \+- /);
  await expect(output).toHaveValue(/8\. c3 O-O N 9\. h3 □ Na5!\? 10\. Bc2 c5\? 11\. d4 Qc7! 12\. Nbd2 \$14 cxd4 ± \*/);
  await expect(page.locator('[data-annotations-note]')).toBeVisible();
  // PGN for other programs: the symbols by their numbers.
  await page.locator('select[name=to]').selectOption('pgn');
  await expect(output).toHaveValue(/3\. Bb5 a6 \$10 4\. Ba4 Nf6 \$16 5\. O-O Be7 \$18/);
  // Still not understood: the line and what.
  await input.fill('1.e4 e5 2.Cf3 Cc6\n3.Ab5 a6 ¿? 4.Aa4');
  await expect(error).toContainText('Línea 2');
  await expect(error).toContainText('¿?');
  await page.screenshot({ path: testInfo.outputPath('convert-es.png'), fullPage: true });
});

test('dates follow the browser\'s variant of the UI language: en-GB day first, en-US month first', async ({ browser }) => {
  const day = Math.floor(Date.now() / 86_400_000);
  const dates = {};
  for (const locale of ['en-GB', 'en-US']) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const drill = new DrillPage(page);
    await page.goto(LINK);
    await drill.root.waitFor();
    for (const [i, square] of ['e5', 'g1', 'b6'].entries()) {
      await drill.square(square).click();
      await drill.waitGraded(i + 1);
    }
    await page.goto(await drill.resultLink());
    const facts = page.locator('.result-facts dd');
    await expect(page.locator('[data-result]')).toBeVisible();
    dates[locale] = (await facts.nth(5).textContent()).trim();
    const expected = await page.evaluate(([d, l]) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
      .format(new Date(d * 86_400_000 + 43_200_000)), [day, locale]);
    expect(dates[locale]).toBe(expected);
    await context.close();
  }
  expect(dates['en-GB']).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  expect(dates['en-US']).toMatch(/^[A-Z][a-z]{2,3} \d{1,2}, \d{4}$/);
});
