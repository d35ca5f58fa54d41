// Feedback belongs to its question (issue 30 item 3) and focus follows the answer (issue 33
// item 2): a verdict is never carried under the next question, an answered choice is off, a
// miss is shown on the board with its own question, and focus goes to the next thing to do.
const { test, expect } = require('./fixtures');
const { DrillPage } = require('./pages');

const colourOf = (square) => ((square.charCodeAt(0) - 97 + Number(square[1]) - 1) % 2 === 0 ? 'dark' : 'light');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('a game\'s right answer is not carried above the next move\'s arrow', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  // The FIDE sample game, White's moves: 1.e4, then 2.Cf3 after Black's reply.
  await drill.open('game', 'v=1&side=white');
  await drill.typeAnswer('e4');
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  // Once the reply is in and the next move is played to be named, the verdict is gone.
  await expect(drill.verdictLine).not.toHaveAttribute('data-verdict', /.*/, { timeout: 3000 });
  await expect(drill.verdictLine).toHaveText('');
  await expect(drill.root).toHaveAttribute('data-question-move', 'g1f3');
  // Focus stays where the next answer is written.
  await expect(drill.answerInput).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('game-next-question.png') });
});

test('a colour miss is held with its square: keys off, Next focused, then the next question', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('colour', 'v=1&n=3&seed=3');
  const square = await drill.promptText();
  const wrong = colourOf(square) === 'light' ? 'dark' : 'light';
  await drill.key(wrong).click();
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  // The square asked shows its colour, beside its own question, for as long as it is held.
  await page.waitForTimeout(1500);
  await expect(drill.prompt).toHaveText(square);
  await expect(drill.square(square)).toHaveAttribute('data-reveal', 'true');
  await expect(drill.square(square)).toHaveClass(new RegExp(`\\b${colourOf(square)}\\b`));
  // The answered choice is off; the next thing to do, Next, has the focus.
  await expect(drill.key('light')).toBeDisabled();
  await expect(drill.key('dark')).toBeDisabled();
  await expect(drill.next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drill.next).toHaveCount(0);
  // The next question: no verdict, no mark, the keys live and focused.
  await expect(drill.verdictLine).not.toHaveAttribute('data-verdict', /.*/);
  await expect(drill.square(square)).not.toHaveAttribute('data-reveal', 'true');
  await expect(drill.key('light')).toBeEnabled();
  await expect(page.locator('.answer-keys button').first()).toBeFocused();
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('a knight miss shows its squares and route, never under the next question', async ({ page }, testInfo) => {
    const drill = new DrillPage(page);
    await drill.open('knight', 'v=1&n=3&seed=5');
    const [a, b] = (await drill.promptText()).split(' ');
    await drill.key('6').tap();
    await drill.waitGraded(1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(drill.prompt).toHaveText(`${a} ${b}`);
    await expect(drill.board.locator('.arrows polyline.route')).toHaveCount(1);
    await expect(drill.square(a)).toHaveAttribute('data-reveal', 'true');
    await expect(drill.square(b)).toHaveAttribute('data-reveal', 'true');
    await expect(drill.key('6')).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('knight-miss-held.png') });
    await drill.next.tap();
    await expect(drill.prompt).not.toHaveText(`${a} ${b}`);
    await expect(drill.board.locator('.arrows polyline.route')).toHaveCount(0);
    await expect(drill.board.locator('[data-reveal="true"]')).toHaveCount(0);
    await expect(drill.verdictLine).not.toHaveAttribute('data-verdict', /.*/);
    await page.screenshot({ path: testInfo.outputPath('knight-next.png') });
  });
});
