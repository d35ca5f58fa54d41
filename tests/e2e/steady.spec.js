// Nothing moves under the finger: between the answers of a run the board stays where it is
// (the clock's note and the verdict keep their place), measured with the browser's own
// layout-shift entries and the board's box, on a phone.
const { test, expect } = require('./fixtures');
const { DrillPage } = require('./pages');

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const scheme of ['light', 'dark']) {
  test(`a timed find run on a phone: the board does not move between answers, no layout shift (${scheme})`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__shifts.push({
            value: entry.value,
            board: entry.sources.some((s) => s.node && s.node.nodeType === 1
              && (s.node.closest('.board-wrap') || s.node.querySelector?.('.board'))),
            at: performance.now(),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const drill = new DrillPage(page);
    await drill.open('find', 'v=1&t=60&seed=7');
    await expect(drill.board.locator('[data-square]').first()).toBeVisible();
    await page.waitForTimeout(300);
    const box = () => drill.board.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10);
    });
    const first = await box();
    const startedAt = await page.evaluate(() => performance.now());
    for (let i = 0; i < 6; i++) {
      const name = await drill.promptText();
      // A miss now and then: its verdict is longer.
      await drill.square(i % 3 === 1 ? (name === 'a1' ? 'h8' : 'a1') : name).tap();
      await expect(drill.root).toHaveAttribute('data-answered', String(i + 1));
      expect(await box(), `the board after answer ${i + 1}`).toEqual(first);
    }
    await page.waitForTimeout(1_000); // the last flash and marks end
    expect(await box()).toEqual(first);
    const shifts = await page.evaluate((from) => window.__shifts.filter((s) => s.at >= from), startedAt);
    const moved = shifts.filter((s) => s.board);
    expect(moved, JSON.stringify(shifts)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`steady-${scheme}.png`) });
  });
}

test('a name-move run on a phone: the board and the keys stay put while the next move is set and played', async ({ page }) => {
  const { Chess } = require('chess.js');
  const drill = new DrillPage(page);
  await drill.open('name-move', 'v=1&n=5&seed=7');
  const place = () => page.evaluate(() => {
    const board = document.querySelector('.board').getBoundingClientRect();
    const keys = document.querySelector('.answer-pad').getBoundingClientRect();
    return `${Math.round(board.top)} ${Math.round(keys.top)}`;
  });
  // Questions 1 and 2 of this run keep the board's side. (Known, not yet fixed: where the board
  // turns for the next side to move, the note saying so comes and goes and moves the board.)
  for (let n = 1; n <= 2; n++) {
    // The question's move played on its position: its two squares marked as the last move.
    await expect(page.locator('.board [data-square].last')).toHaveCount(2);
    const fen = await drill.root.getAttribute('data-question-fen');
    const uci = await drill.root.getAttribute('data-question-move');
    const san = new Chess(fen).move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }).san;
    const before = await place();
    // Every frame from the answer until the next move is played on the board: one place.
    await page.evaluate(() => {
      window.__places = [];
      const t0 = performance.now();
      const frame = () => {
        const board = document.querySelector('.board').getBoundingClientRect();
        const keys = document.querySelector('.answer-pad').getBoundingClientRect();
        window.__places.push(`${Math.round(board.top)} ${Math.round(keys.top)}`);
        if (performance.now() - t0 < 1200) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await drill.typeAnswer(san.replace(/[KQRBN]/, (l) => ({ K: 'R', Q: 'D', R: 'T', B: 'A', N: 'C' })[l]));
    await drill.waitGraded(n);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    await page.waitForTimeout(1300);
    const places = await page.evaluate(() => window.__places);
    // The instructions fold away once, at the first answer, to make room for the keys (by
    // design); from then on nothing moves.
    if (n === 1) continue;
    expect(places.length).toBeGreaterThan(10);
    expect([...new Set([before, ...places])], `question ${n}`).toEqual([before]);
  }
});
