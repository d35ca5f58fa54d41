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
