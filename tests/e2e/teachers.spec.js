// Teachers in Chromium: the builder's links and QR codes, result codes read back, bad links,
// payloads in every text field, the converter, worksheets printed to PDF.
const { test, expect } = require('./fixtures');
const { DrillPage, ResultsPage, presetSettings } = require('./pages');

const CARO_KANN = '1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6#';

/** Fails the test if the page ever opens a dialog (an injected script would). */
function forbidDialogs(page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

test('a link made in the builder opens the same first prompts in a fresh browser', async ({ page, browser }, testInfo) => {
  await page.goto('/builder');
  const content = page.locator('textarea[name=content]');
  await content.waitFor();
  await page.locator('input[name=title]').fill('Clase 3ºB');
  await expect(page.locator('.preview li')).toHaveCount(5);
  const preview = await page.locator('.preview li').allTextContents();
  const link = await page.locator('input[name=link]').inputValue();
  expect(link).toMatch(/\/drill\/find\?v=1&n=20&seed=\d+&title=Clase/);
  await expect(page.locator('[data-qr] svg')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('builder.png'), fullPage: true });

  const fresh = await browser.newContext({ locale: 'es-ES' });
  const student = await fresh.newPage();
  await student.goto(link);
  const drill = new DrillPage(student);
  await expect(student.locator('[data-title]')).toHaveText('Clase 3ºB');
  const asked = [];
  for (let i = 0; i < 5; i++) {
    const name = await drill.promptText();
    asked.push(name);
    await drill.square(name).click();
    await drill.waitGraded(i + 1);
  }
  expect(asked).toEqual(preview);
  await fresh.close();
});

test('a pasted Spanish game becomes a game drill that opens in a fresh browser', async ({ page, browser }) => {
  await page.goto('/builder');
  await page.locator('select[name=mode]').selectOption('game');
  await page.locator('textarea[name=content]').fill(CARO_KANN);
  await expect(page.locator('.builder-form [role=status]')).toContainText('6 jugadas');
  // The game is shown on the board, move by move.
  await page.locator('.stepper button').last().click();
  await expect(page.locator('.builder-output [data-square="d6"] [data-piece]')).toHaveCount(1);
  await expect(page.locator('.preview li').first()).toHaveText('e4');
  const link = await page.locator('input[name=link]').inputValue();
  expect(link).toContain('/drill/game?v=1&content=1');
  const fresh = await browser.newContext({ locale: 'es-ES' });
  const student = await fresh.newPage();
  await student.goto(link);
  const drill = new DrillPage(student);
  await expect(drill.root).toHaveAttribute('data-question-move', 'e2e4');
  await drill.typeAnswer('e4');
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  await expect(drill.progress()).toContainText('1 de 11');
  await fresh.close();
});

test('a library game made in the builder ends with a result code the results page reads', async ({ page, browser }) => {
  await page.goto('/builder');
  await page.locator('select[name=mode]').selectOption('game');
  await page.locator('.builder-form select[name=game]').selectOption('caro-kann-trap');
  await page.locator('input[name=title]').fill('Trampa');
  // The game's moves are the same for everyone: the link marks it shared.
  await expect(page.locator('input[name=link]')).toHaveValue(/\/drill\/game\?v=1&game=caro-kann-trap&seed=\d+&title=Trampa/);
  await expect(page.locator('[data-no-result-code]')).toHaveCount(0);
  const link = await page.locator('input[name=link]').inputValue();

  const fresh = await browser.newContext({ locale: 'es-ES' });
  const student = await fresh.newPage();
  await student.goto(link);
  const drill = new DrillPage(student);
  const moves = CARO_KANN.replace(/\d+\./g, '').trim().split(/\s+/);
  for (let i = 0; i < moves.length; i++) {
    // One miss, held until Next: the code must count it.
    await drill.typeAnswer(i === 2 ? 'd3' : moves[i]);
    await drill.waitGraded(i + 1);
    if (i === 2) await drill.goOn();
  }
  await expect(drill.summary).toBeVisible();
  const code = await drill.resultCode();
  await fresh.close();

  await page.goto('/results');
  await page.locator('textarea[name=codes]').fill(`Marta: ${code}`);
  await expect(page.locator('tr[data-row]')).toContainText('Marta');
  await expect(page.locator('tr[data-row]')).toContainText(`${moves.length - 1}/${moves.length}`);
});

test('a pasted game with a bad move is refused at the move, in the UI language', async ({ page }) => {
  await page.goto('/builder');
  await page.locator('select[name=mode]').selectOption('game');
  await page.locator('textarea[name=content]').fill('1.e4 e5 2.Cf3 CCc6');
  const error = page.locator('[data-content-error]');
  await expect(error).toContainText('Jugada 2');
  await expect(error).toContainText('CCc6');
});

test('a drill from a link ends with a result code that the results page reads back', async ({ page }, testInfo) => {
  forbidDialogs(page);
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=3&seed=7&title=Casillas');
  await drill.square('e5').click();
  await drill.square('a1').click(); // a miss: the prompt was g1
  await drill.square('b6').click();
  await expect(drill.summary).toBeVisible();
  const code = (await page.locator('[data-result-code]').textContent()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4,5}(-[0-9A-Z]{4,5})+$/);
  await page.locator('input[name=student-name]').fill('Ana "><img src=x onerror=alert(1)>');
  const resultLink = await page.locator('.result-box a').getAttribute('href');
  await page.screenshot({ path: testInfo.outputPath('result-code.png'), fullPage: true });

  // The result link opens a read-only page; the name is text, not HTML.
  await page.goto(resultLink);
  await expect(page.locator('[data-result] [data-score]')).toHaveText('2/3');
  await expect(page.locator('[data-name]')).toHaveText('Ana "><img src=x onerror=alert(1)>');
  await expect(page.locator('[data-name] img')).toHaveCount(0);
  await expect(page.locator('[data-mistakes]')).toHaveText('2');
  await expect(page.locator('.result-page')).toContainText(/trampas/);

  await page.goto('/results');
  const typo = code.replace(/-(.)/, (_, c) => `-${c === '7' ? '8' : '7'}`);
  await page.locator('textarea[name=codes]').fill(`Luis: ${code}\n<script>alert(1)</script>\n${typo}`);
  await expect(page.locator('tr[data-row]')).toHaveCount(1);
  await expect(page.locator('tr[data-row]')).toContainText('Luis');
  await expect(page.locator('tr[data-row]')).toContainText('2/3');
  await expect(page.locator('.problems li')).toHaveCount(2);
  await expect(page.locator('.problems li').nth(0)).toContainText('No es un código de resultado');
  await expect(page.locator('.problems li').nth(1)).toContainText('error de copia');
  // Sortable, exportable.
  await page.locator('button.sort[data-column="score"]').click();
  await expect(page.locator('th[aria-sort="ascending"]')).toHaveCount(1);
  const { name, bytes } = await new ResultsPage(page).downloadCsv();
  expect(name).toBe('resultados.csv');
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(bytes.toString('utf8').slice(1).split('\r\n')[1]).toMatch(/^Luis;/);
});

/** Runs the find drill of `link` (three prompts: e5 g1 b6), clicking a1 where `answers` says
 * false, and returns the result code and the result link's path. */
async function studentRun(page, link, answers) {
  const drill = new DrillPage(page);
  await page.goto(link);
  await drill.root.waitFor();
  for (let i = 0; i < answers.length; i++) {
    const prompt = await drill.promptText();
    await drill.square(answers[i] ? prompt : (prompt === 'a1' ? 'h8' : 'a1')).click();
    await drill.waitGraded(i + 1);
  }
  await expect(drill.summary).toBeVisible();
  return { code: await drill.resultCode(), link: await drill.resultLink() };
}

test('a shared drill shows the teacher\'s options read-only; "practise freely" opens an unshared copy', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  await drill.open('find', 'v=1&n=3&o=black&seed=7&title=Casillas');
  const options = page.locator('.drill-options');
  await options.waitFor();
  await expect(options).toHaveAttribute('data-shared', '');
  await options.locator('summary').click();
  await expect(options.locator('[data-teachers-options]')).toContainText('tu profesor');
  const fields = options.locator('input, select');
  expect(await fields.count()).toBeGreaterThan(10);
  await expect(options.locator('input:not([disabled]), select:not([disabled])')).toHaveCount(0);
  await expect(options.locator('button.start')).toHaveCount(0);
  await expect(options.locator('input[name=o][value=black]')).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('shared-options.png'), fullPage: true });

  await options.locator('a[data-practise-freely]').click();
  await expect(page).toHaveURL(/\/drill\/find\?v=1&n=3&o=black$/);
  await expect(page.locator('[data-title]')).toHaveCount(0);
  await expect(page.locator('.shared-note')).toBeHidden();
  const free = page.locator('.drill-options');
  await free.waitFor();
  await expect(free).not.toHaveAttribute('data-shared', /.*/);
  await free.locator('summary').click();
  await expect(free.locator('input:not([disabled])').first()).toBeVisible();
  await expect(free.locator('button.start')).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await drill.square(await drill.promptText()).click();
    await drill.waitGraded(i + 1);
  }
  await expect(drill.summary).toBeVisible();
  await expect(page.locator('[data-result-code]')).toHaveCount(0);
});

test('results: every form students send, a repeat flagged, garbage explained, misses named once the drill link is given, the class view, the CSV bytes', async ({ page, browser }, testInfo) => {
  test.slow();
  const link = '/drill/find?v=1&n=3&seed=7&title=Casillas%201%C2%BAB';
  // Four students, each in a fresh phone: e5 g1 b6, some missed.
  const runs = [];
  for (const answers of [[true, false, true], [false, false, true], [true, true, true], [true, false, false]]) {
    const phone = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const student = await phone.newPage();
    runs.push(await studentRun(student, link, answers));
    await phone.close();
  }
  const [sofia, carlos, angela, lucia] = runs;
  const pasted = [
    `Sofía ${sofia.code}`,
    `Carlos: https://escaque.example${carlos.link}`,
    `Ángela – ${angela.code.toLowerCase()}`,
    `   lucía    ${lucia.code.replaceAll('-', ' ')}   `,
    `Sofía: ${sofia.code}`,
    'hola profe, ya está',
  ].join('\n');
  const results = new ResultsPage(page);
  await results.goto();
  await results.paste(pasted);
  await expect(results.rows).toHaveCount(5);
  await expect(results.rows.locator('xpath=self::*[@data-duplicate]')).toHaveCount(1);
  await expect(page.locator('tr[data-row][data-duplicate="1"]')).toContainText('Sofía');
  await expect(results.problems).toHaveCount(1);
  await expect(results.problems.first()).toHaveAttribute('data-line', '6');
  await expect(results.problems.first()).toContainText('No es un código de resultado');
  // Names in the language's order: Ángela before Carlos, lucía after Carlos.
  expect(await results.names()).toEqual(['Ángela', 'Carlos', 'lucía', 'Sofía', 'Sofía']);
  // Without the drill link: misses by number, the drill by its id.
  await expect(results.rows.nth(1).locator('[data-mistakes]')).toHaveText('n.º 1, n.º 2');
  // The headers say what the cells are: which questions were missed (not how many), the
  // run's whole time (the student's screen shows the time per answer).
  const headers = page.locator('[data-class-table] thead th');
  await expect(headers.nth(5)).toContainText('Tiempo total');
  await expect(headers.nth(6)).toContainText('Preguntas falladas');
  // On a phone the table is wider than the screen: a hint says it scrolls sideways.
  await expect(page.locator('.table-scroll-hint')).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.table-scroll-hint')).toBeVisible();
  await expect(page.locator('.table-scroll-hint')).toHaveText(/Desliza la tabla/);
  expect(await page.locator('.results-page .table-scroll').first().evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(results.classMisses).toHaveCount(3);
  await expect(results.classMisses.first()).toHaveAttribute('data-prompt', 'Pregunta 2');

  // The drill link: its title, misses by prompt, the class view most missed first.
  await results.drillLink.fill(`https://escaque.example${link}`);
  await expect(results.drillKnown).toContainText('Casillas 1ºB');
  // Each miss by its question's number and what it asked.
  await expect(results.rows.nth(1).locator('[data-mistakes]')).toHaveText('1 · e5, 2 · g1');
  await expect(results.rows.nth(0)).toContainText('Casillas 1ºB');
  await expect(results.rows.nth(0).locator('[data-drill]')).not.toContainText(/^[0-9A-Z]{5}$/);
  const misses = await results.classMisses.evaluateAll((rows) => rows.map((r) => [r.dataset.prompt, Number(r.dataset.missed)]));
  expect(misses).toEqual([['g1', 3], ['e5', 1], ['b6', 1]]);
  await expect(results.classBoard.locator('[data-square="g1"]')).toHaveAttribute('data-heat', '3');
  await expect(results.classBoard.locator('[data-square="g1"]')).toHaveText('3');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('results-es.png'), fullPage: true });

  // The CSV: UTF-8 with a BOM, ';' in Spanish, the header with its accents, every pasted
  // result, the repeat marked.
  const { name, bytes } = await results.downloadCsv();
  expect(name).toBe('resultados.csv');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Alumno;Ejercicio;Fecha;Aciertos;Respondidas;Preguntas del ejercicio;Precisión (%);Segundos;Fallos;Repetido');
  expect(lines.filter((l) => l).length).toBe(6);
  expect(lines[1]).toMatch(/^Ángela;Casillas 1ºB;\d{4}-\d{2}-\d{2};3;3;3;100;\d+;;$/);
  expect(lines.find((l) => l.startsWith('Carlos;'))).toMatch(/^Carlos;Casillas 1ºB;[\d-]+;1;3;3;33;\d+;1 · e5, 2 · g1;$/);
  expect(lines.filter((l) => l.startsWith('Sofía;')).map((l) => l.split(';')[9])).toEqual(['', 'sí']);
  expect(bytes.includes(Buffer.from('Precisión', 'utf8'))).toBe(true);

  // Kept after a reload: the pasted lines and the drill link.
  await page.reload();
  await expect(results.rows).toHaveCount(5);
  await expect(results.drillLink).toHaveValue(`https://escaque.example${link}`);
  await expect(results.classMisses.first()).toHaveAttribute('data-prompt', 'g1');
});

test('results: the builder\'s link carries the drill; in English the CSV is comma-separated', async ({ page }) => {
  await presetSettings(page, { ui: 'en', notation: 'en' });
  const drill = await studentRun(page, '/drill/find?v=1&n=3&seed=7', [true, false, true]);
  const results = new ResultsPage(page);
  await results.goto(`?drill=${encodeURIComponent('/drill/find?v=1&n=3&seed=7')}`);
  await expect(results.drillLink).toHaveValue('/drill/find?v=1&n=3&seed=7');
  await expect(results.drillKnown).toBeVisible();
  await results.paste(`Ann: ${drill.code}`);
  await expect(results.rows.first().locator('[data-mistakes]')).toHaveText('2 · g1');
  const { name, bytes } = await results.downloadCsv();
  expect(name).toBe('results.csv');
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Student,Drill,Date,Right,Answered,Questions in the drill,Accuracy (%),Seconds,Misses,Repeated');
  expect(lines[1]).toMatch(/^Ann,Find the square,\d{4}-\d{2}-\d{2},2,3,3,67,\d+,2 · g1,$/);
  // A link that is not a drill's says so.
  await results.drillLink.fill('https://example.com/hello');
  await expect(page.locator('[data-drill-error]')).toContainText('not a link');
});

test('a link to a removed game says so and offers the drill without it; game titles are fit for children', async ({ page }) => {
  await page.goto('/drill/game?v=1&game=alanbrito4-meridyan-2025&side=white');
  const removed = page.locator('.link-error[data-error="game-removed"]');
  await expect(removed).toContainText('ya no está en la biblioteca');
  await expect(removed.locator('a[href="/"]')).toHaveCount(1);
  await removed.locator('a[data-without-game]').click();
  await expect(page).toHaveURL(/\/drill\/game\?v=1&side=white$/);
  await expect(page.locator('#game-sheet-title')).toHaveText('Partida de ejemplo del Apéndice C de las Leyes de la FIDE');
  await page.goto('/drill/game?v=1&game=no-such-game');
  await expect(page.locator('.link-error[data-error="game-unknown"]')).toContainText('no-such-game');

  // Every game of the library list, as a child sees it: named players or a text's title.
  await page.goto('/drill/game?v=1&game=caro-kann-trap');
  await expect(page.locator('#game-sheet-title')).toHaveText('Una celada en la Defensa Caro-Kann');
  await page.locator('.drill-options summary').click();
  const titles = await page.locator('select[name=game] option').allTextContents();
  expect(titles.length).toBeGreaterThan(300);
  expect(titles).toContain('Una celada en la Defensa Caro-Kann');
  for (const title of titles) {
    expect(title).not.toMatch(/\?/);
    expect(title).toMatch(/ – .*, \d{4}( \(partida \d+\))?$|^(Una|Partida) /);
  }
  for (const handle of ['SkimpySwimsuit', 'MomsRipper', 'gay_dude', 'Meridyan', 'alanbrito4']) {
    expect(titles.join('\n')).not.toContain(handle);
  }
});

test('every kind of bad link says what is wrong, with a way home, and runs nothing', async ({ page }) => {
  forbidDialogs(page);
  const cases = [
    ['/drill/find?v=1&content=1AAJy', 'cortado'], // truncated content
    ['/drill/find?v=7&n=5', 'versión'], // unknown version
    [`/drill/find?v=1&content=1${'A'.repeat(5000)}`, '4096'], // oversized
    ['/drill/find?v=1&n=5&bonus=1', 'bonus'], // unknown key
    ['/drill/name-move?v=1&content=1AQEQAAAAAAAAAFAA', 'imposible'], // invalid position
    ['/drill/game?v=1&content=1AgACDRQ', 'no es legal'], // a game with an illegal move
    ['/drill/find?v=1&title=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'HTML'], // a script in a text field
    ['/drill/find?v=1&title=x%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'HTML'], // an onerror payload
    ['/result?v=1&code=%3Cscript%3E', 'código'],
    ['/worksheet?v=1&mode=find&title=%3Csvg%20onload%3Dalert(1)%3E', 'HTML'],
  ];
  for (const [url, words] of cases) {
    await page.goto(url);
    const alert = page.locator('[role=alert]').filter({ hasText: words });
    await expect(alert).toBeVisible();
    await expect(alert.locator('a[href="/"]')).toHaveCount(1);
    await expect(page.locator('script:not([src]), img[src="x"], svg[onload]')).toHaveCount(0);
  }
  // The app keeps working after them.
  await page.locator('[role=alert] a[href="/"]').click();
  await expect(page.locator('.drill-cards').first()).toBeVisible();
});

test('payloads typed into the converter and the builder are shown as text only', async ({ page }) => {
  forbidDialogs(page);
  await page.goto('/convert');
  // PGN reserves <…> for later use: the reader skips it; the rest converts.
  await page.locator('textarea[name=game]').fill('<img src=x onerror=alert(1)> 1.e4');
  await expect(page.locator('textarea[name=output]')).toHaveValue(/e4/);
  await page.locator('textarea[name=game]').fill('1.e4 e5 2.<svg/onload=alert(1)>Cf3');
  await page.waitForTimeout(300);
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  await page.goto('/builder');
  await page.locator('textarea[name=content]').fill('<script>alert(1)</script>');
  await expect(page.locator('[data-content-error]')).toContainText('<script>');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('the converter turns a Spanish game into English and says where a bad move is', async ({ page }) => {
  await page.goto('/convert');
  await page.locator('select[name=to]').selectOption('en');
  await page.locator('textarea[name=game]').fill('1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Aa4 Cf6 5.0-0');
  await expect(page.locator('textarea[name=output]')).toHaveValue('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O');
  await page.locator('input[name=long]').check();
  await expect(page.locator('textarea[name=output]')).toHaveValue(/^1\. e2e4 e7e5 2\. Ng1f3/);
  await page.locator('textarea[name=game]').fill('1.e4 e5 2.Cf3 CCc6');
  await expect(page.locator('[data-convert-error]')).toContainText('CCc6');
});

test('the converter writes and reads descriptive and ICCF numeric notation', async ({ page }) => {
  await page.goto('/convert');
  const game = page.locator('textarea[name=game]');
  const output = page.locator('textarea[name=output]');
  await game.fill('1.e4 e5 2.Cf3 Cc6 3.Ab5 a6');
  await page.locator('select[name=to]').selectOption('descriptive-en');
  await expect(output).toHaveValue('1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3');
  await page.locator('select[name=to]').selectOption('descriptive-es');
  await expect(output).toHaveValue('1. P4R P4R 2. C3AR C3AD 3. A5C P3TD');
  await page.locator('select[name=to]').selectOption('iccf');
  await expect(output).toHaveValue('1. 5254 5755 2. 7163 2836 3. 6125 1716');
  // An old English book's moves, detected, come out in Spanish algebraic.
  await page.locator('select[name=to]').selectOption('es');
  await game.fill('1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3');
  await expect(output).toHaveValue('1. e4 e5 2. Cf3 Cc6 3. Ab5 a6');
  await expect(page.locator('[data-detected]')).toHaveAttribute('data-detected', 'descriptive-en');
  await page.locator('select[name=from]').selectOption('iccf');
  await game.fill('1. 5254 5755 2. 7163');
  await expect(output).toHaveValue('1. e4 e5 2. Cf3');
});

test('a worksheet renders its diagrams and prints to PDF with the answer key on its own page', async ({ page }, testInfo) => {
  await page.goto('/worksheet?v=1&mode=name&n=6&seed=3');
  await expect(page.locator('[data-worksheet] .item svg.diagram')).toHaveCount(6);
  await expect(page.locator('[data-answer-key] li')).toHaveCount(6);
  const again = await page.locator('[data-answer-key]').textContent();
  await page.reload();
  await expect(page.locator('[data-answer-key]')).toHaveText(again); // same seed, same sheet
  await page.waitForFunction(() => [...document.querySelectorAll('svg image')].length === 0 || true);
  await page.emulateMedia({ media: 'print' });
  const breakBefore = await page.locator('[data-answer-key]').evaluate((e) => getComputedStyle(e).breakBefore);
  expect(breakBefore).toBe('page');
  await expect(page.locator('header.top')).toBeHidden();
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format, path: testInfo.outputPath(`worksheet-${format}.pdf`) });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    expect(pages, format).toBeGreaterThanOrEqual(2);
  }
  await page.goto('/worksheet?v=1&mode=name-move&n=4&seed=3&focus=captures');
  await expect(page.locator('[data-worksheet] .item svg.diagram')).toHaveCount(4);
});
