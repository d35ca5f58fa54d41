// Teachers in Chromium: the builder's links and QR codes, result codes read back, bad links,
// payloads in every text field, the converter, worksheets printed to PDF.
const { test, expect } = require('./fixtures');
const { DrillPage } = require('./pages');

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
  await expect(page.locator('.builder-form [role=status]')).toContainText('11');
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
  await expect(page.locator('.problems li').nth(1)).toContainText('error de copia');
  // Sortable, exportable.
  await page.locator('button.sort[data-column="score"]').click();
  await expect(page.locator('th[aria-sort="ascending"]')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.locator('button.export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resultados.csv');
  const csv = require('node:fs').readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')[1]).toMatch(/^Luis,/);
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
