// The other notations in the move drills (issue 18): a descriptive-es name-move drill answered
// with what the converter writes for each question, ICCF play-move and name-move drills, and
// old-book (a game printed in descriptive notation, each move written in algebraic).
const { test, expect } = require('./fixtures');
const { Chess } = require('chess.js');
const { DrillPage, ConvertPage, presetSettings } = require('./pages');

/** A UCI move in ICCF numeric: file and rank as digits, promotion 1 queen … 4 knight. */
function iccf(uci) {
  const digits = uci.slice(0, 4).replace(/[a-h]/g, (f) => String('abcdefgh'.indexOf(f) + 1));
  return digits + (uci[4] ? String('qrbn'.indexOf(uci[4]) + 1) : '');
}

/** ICCF digits as a UCI move. */
function fromIccf(digits) {
  const square = (f, r) => 'abcdefgh'[Number(f) - 1] + r;
  return square(digits[0], digits[1]) + square(digits[2], digits[3]) + (digits[4] ? 'qrbn'[Number(digits[4]) - 1] : '');
}

/** The move `uci` of `fen` in English algebraic (chess.js). */
function san(fen, uci) {
  return new Chess(fen).move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }).san;
}

test.describe('UI in Spanish', () => {
  test.beforeEach(async ({ page }) => presetSettings(page, { ui: 'es', notation: 'es' }));

  test('a descriptive-es name-move drill answered from its questions scores full marks', async ({ page, context }, testInfo) => {
    const drill = new DrillPage(page);
    const convert = new ConvertPage(await context.newPage());
    await drill.open('name-move', 'v=1&n=5&seed=7&lang=descriptive-es');
    await expect(page.locator('[data-notation="descriptive-es"]')).toHaveText('Notación descriptiva española: R D T A C P');
    // Its keys: the pieces' letters (the files' names too) with P, digits, no file letters.
    await expect(drill.key('P')).toBeVisible();
    await expect(drill.key('e')).toHaveCount(0);
    await expect(drill.key('(')).toBeVisible();
    for (let i = 0; i < 5; i++) {
      const { fen, move } = await drill.question();
      const written = await convert.move(fen, san(fen, move), 'descriptive-es');
      expect(written).toMatch(/^[RDTACP]/);
      await drill.typeAnswer(written);
      await drill.waitGraded(i + 1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    }
    await expect(drill.summary).toBeVisible();
    await expect(drill.score).toHaveText('5/5');
    await page.screenshot({ path: testInfo.outputPath('descriptive-es-summary.png'), fullPage: true });
  });

  test('a descriptive-es answer in algebraic is wrong, with the reason in Spanish', async ({ page }) => {
    const drill = new DrillPage(page);
    await drill.open('name-move', 'v=1&n=2&seed=7&lang=descriptive-es');
    const { fen, move } = await drill.question();
    await drill.typeAnswer('zz9');
    await drill.waitGraded(1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(drill.root).toHaveAttribute('data-shown-move', move);
    await expect(drill.verdict).not.toContainText('reason-');
    expect(fen).toBeTruthy();
  });

  test('an iccf play-move drill played and an iccf name-move drill written score full marks', async ({ page }) => {
    const drill = new DrillPage(page);
    await drill.open('play-move', 'v=1&n=3&seed=4&lang=iccf');
    await expect(page.locator('[data-notation="iccf"]')).toContainText('5254');
    for (let i = 0; i < 3; i++) {
      // The prompt is the move in digits: played from them.
      const digits = (await drill.prompt.textContent()).trim();
      expect(digits).toMatch(/^[1-8]{4}[1-4]?$/);
      const move = fromIccf(digits);
      expect(iccf(move)).toBe(digits);
      await drill.playMove(move);
      await drill.waitGraded(i + 1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    }
    await expect(drill.score).toHaveText('3/3');
    await drill.open('name-move', 'v=1&n=3&seed=4&lang=iccf');
    // Digits only: no letters among the keys.
    await expect(drill.key('8')).toBeVisible();
    await expect(drill.key('a')).toHaveCount(0);
    await expect(drill.key('R')).toHaveCount(0);
    for (let i = 0; i < 3; i++) {
      const { move } = await drill.question();
      for (const digit of iccf(move)) await drill.key(digit).click();
      await drill.answerInput.press('Enter');
      await drill.waitGraded(i + 1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    }
    await expect(drill.score).toHaveText('3/3');
  });

  test('old-book: the FIDE sample game in Spanish descriptive, each move written in algebraic', async ({ page }, testInfo) => {
    const drill = new DrillPage(page);
    await page.goto('/');
    await page.locator('[data-drill-card="old-book"] a').first().click();
    await expect(drill.root).toHaveAttribute('data-mode', 'old-book');
    await expect(drill.prompt).toHaveText('1. P4R');
    await expect(page.locator('[data-notation]')).toContainText('descriptiva española');
    let n = 0;
    while (!(await drill.summary.isVisible())) {
      const { fen, move } = await drill.question();
      if (!move) break;
      // The board does not play the move: the student reads it.
      await expect(drill.root).not.toHaveAttribute('data-shown-move', /./);
      const english = san(fen, move);
      const spanish = english.replace(/[KQRBN]/g, (l) => ({ K: 'R', Q: 'D', R: 'T', B: 'A', N: 'C' }[l]));
      await drill.typeAnswer(spanish);
      n += 1;
      await drill.waitGraded(n);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      if (n === 3) await page.screenshot({ path: testInfo.outputPath('old-book-es.png') });
    }
    await expect(drill.summary).toBeVisible();
    await expect(drill.score).toHaveText(`${n}/${n}`);
    expect(n).toBe(21);
  });
});

test('old-book in English: English descriptive, played on the board', async ({ page }) => {
  await presetSettings(page, { ui: 'en', notation: 'en' });
  const drill = new DrillPage(page);
  await drill.open('old-book', 'v=1&input=play&side=white');
  await expect(drill.prompt).toHaveText('1. P-K4');
  await drill.playMove('e2e4');
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  await expect(drill.prompt).toHaveText('2. N-KB3');
});

test('the converter says which book moves name a piece two ways (KN by side or by origin)', async ({ page }) => {
  await presetSettings(page, { ui: 'en', notation: 'en' });
  const convert = new ConvertPage(page);
  await convert.goto();
  // Petrosian–Fischer, Buenos Aires 1971, to 26...Nbxc4: written as a book writes it…
  await convert.from.selectOption('en');
  await convert.to.selectOption('descriptive-en');
  await convert.input.fill('1. Nf3 c5 2. b3 d5 3. Bb2 f6 4. c4 d4 5. d3 e5 6. e3 Ne7 7. Be2 Nec6 8. Nbd2 Be7 '
    + '9. O-O O-O 10. e4 a6 11. Ne1 b5 12. Bg4 Bxg4 13. Qxg4 Qc8 14. Qe2 Nd7 15. Nc2 Rb8 16. Rfc1 Qe8 '
    + '17. Ba3 Bd6 18. Ne1 g6 19. cxb5 axb5 20. Bb2 Nb6 21. Nef3 Ra8 22. a3 Na5 23. Qd1 Qf7 24. a4 bxa4 '
    + '25. bxa4 c4 26. dxc4 Nbxc4 *');
  await expect(convert.output).toHaveValue(/KNxBP \*$/);
  const book = await convert.output.inputValue();
  await expect(page.locator('[data-unsure-move]')).toHaveCount(0);
  // …and read back from the book: the move is read as the nearer knight, and the other reading said.
  await convert.from.selectOption('descriptive-en');
  await convert.to.selectOption('en');
  await convert.input.fill(book);
  await expect(convert.output).toHaveValue(/26\. dxc4 Nbxc4 \*$/);
  const unsure = page.locator('[data-unsure-move]');
  await expect(unsure).toHaveCount(1);
  await expect(unsure).toHaveAttribute('data-unsure-move', 'KNxBP');
  await expect(unsure).toHaveText('26... KNxBP: read as Nbxc4, the piece nearer that side; books that name a piece by the side it started on mean Naxc4.');
});
