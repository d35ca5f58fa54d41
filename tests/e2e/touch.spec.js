// The board under a finger and a mouse: drags, taps, refusals, one answer per gesture, and
// coordinates that no piece covers. Fingers are real touch events sent through Chromium's
// DevTools protocol (Input.dispatchTouchEvent), so the browser may also take them as a scroll.
const { test, expect } = require('./fixtures');
const { BoardPage, DrillPage, Fingers } = require('./pages');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' };
const PLAY_MOVE = 'v=1&lang=es&n=5&seed=3';

/** The centre of a square, in the viewport's coordinates. */
async function centre(page, name) {
  const box = await page.locator(`.board [data-square="${name}"]`).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The destinations the board shows for the selected piece. */
async function destinations(page) {
  return page.locator('.board .square.dest').evaluateAll((els) => els.map((e) => e.dataset.square));
}

/** Squares holding a piece of the side to move that has somewhere to go, with their destinations:
 * read off the board by selecting each piece with the keyboard (Enter), as a student would. */
async function movablePieces(page) {
  const board = page.locator('.board');
  const own = await board.locator('.square.movable').evaluateAll((els) => els.map((e) => e.dataset.square));
  const found = [];
  for (const square of own) {
    await page.locator(`.board [data-square="${square}"]`).focus();
    await page.keyboard.press('Enter');
    const dests = await destinations(page);
    await page.keyboard.press('Enter'); // deselects
    if (dests.length) found.push({ from: square, dests });
  }
  return found;
}

/** A square that is no destination of the piece on `from` (and not `from`). */
function notADestination(from, dests) {
  for (const file of 'abcdefgh') {
    for (const rank of '12345678') {
      const square = file + rank;
      if (square !== from && !dests.includes(square)) return square;
    }
  }
  throw new Error('every square is a destination');
}

const scrollY = (page) => page.evaluate(() => window.scrollY);

/** Whether the refusal's bubble covers any square of the board (boxes in the viewport). */
async function refusalCoversASquare(page) {
  return page.evaluate(() => {
    const bubble = document.querySelector('.board [data-refused] .refused-text').getBoundingClientRect();
    return [...document.querySelectorAll('.board [data-square]')].some((el) => {
      const r = el.getBoundingClientRect();
      return r.left < bubble.right && bubble.left < r.right && r.top < bubble.bottom && bubble.top < r.bottom;
    });
  });
}

/** Records every change of the verdict's count and of the board's classes from now on. */
async function watch(page) {
  await page.evaluate(() => {
    window.counts = [];
    window.boardClasses = [];
    const verdict = document.querySelector('.drill-panel .verdict');
    if (verdict) {
      new MutationObserver(() => window.counts.push(verdict.dataset.count))
        .observe(verdict, { attributes: true, attributeFilter: ['data-count'] });
    }
    const board = document.querySelector('.board');
    new MutationObserver(() => window.boardClasses.push(board.className))
      .observe(board, { attributes: true, attributeFilter: ['class'] });
  });
}

async function openPlayMove(page) {
  const drill = new DrillPage(page);
  await drill.open('play-move', PLAY_MOVE);
  await drill.square('e4').waitFor();
  await expect(drill.board).not.toHaveAttribute('aria-busy', 'true');
  return drill;
}

test.describe('a finger on a 390×844 phone', () => {
  test.use(PHONE);

  test('drags a piece on the home board: the copy follows above the finger, the page stays', async ({ page }, testInfo) => {
    const board = new BoardPage(page);
    await board.goto();
    await board.square('e2').scrollIntoViewIfNeeded();
    const fingers = new Fingers(page);
    const [from, to] = [await centre(page, 'e2'), await centre(page, 'e4')];
    const before = await scrollY(page);
    await fingers.drag(from, to, {
      during: async () => {
        const ghost = page.locator('.drag-ghost');
        await expect(ghost.locator('[data-piece]')).toHaveAttribute('data-piece', 'wP');
        await expect(board.square('e2')).toHaveClass(/lifted/);
        await expect(board.square('e4')).toHaveClass(/over/);
        // The copy is drawn above the finger, so that the finger does not hide it.
        const box = await ghost.boundingBox();
        expect(box.y + box.height).toBeLessThan(to[1]);
        expect(box.x).toBeLessThan(to[0]);
        expect(box.x + box.width).toBeGreaterThan(to[0]);
        expect(await scrollY(page)).toBe(before);
        await page.screenshot({ path: testInfo.outputPath('home-finger-mid-drag.png') });
      },
    });
    expect(await board.hasPiece('e4')).toBe(true);
    expect(await board.hasPiece('e2')).toBe(false);
    await expect(board.status).toContainText('Última jugada: e4');
    await expect(page.locator('.drag-ghost')).toHaveCount(0);
    expect(await scrollY(page)).toBe(before);
  });

  test('a finger on a square without a piece to pick up scrolls the page and plays nothing', async ({ page }) => {
    const board = new BoardPage(page);
    await board.goto();
    await board.square('e2').scrollIntoViewIfNeeded();
    // A piece is selected: a tap on e4 would play e2-e4, a swipe from it must not.
    await board.click('e2');
    const before = await scrollY(page);
    const start = await centre(page, 'e4');
    await new Fingers(page).drag(start, [start[0], start[1] - 250], { steps: 12 });
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 50);
    expect(await board.hasPiece('e4')).toBe(false);
    expect(await board.hasPiece('e2')).toBe(true);
  });

  test('play-move: a finger drag plays one move, and the page does not scroll', async ({ page }, testInfo) => {
    const drill = await openPlayMove(page);
    const [{ from, dests }] = await movablePieces(page);
    await drill.square(from).scrollIntoViewIfNeeded();
    await watch(page);
    const before = await scrollY(page);
    await new Fingers(page).drag(await centre(page, from), await centre(page, dests[0]), {
      during: async () => {
        await expect(page.locator('.drag-ghost')).toHaveCount(1);
        expect(await scrollY(page)).toBe(before);
        await page.screenshot({ path: testInfo.outputPath('play-move-finger-mid-drag.png') });
      },
    });
    await drill.waitGraded(1);
    expect(await scrollY(page)).toBe(before);
    // One gesture, one answer: the count went from 0 to 1 once, and stays there.
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.counts)).toEqual(['1']);
    await expect(drill.verdict).toHaveAttribute('data-verdict', /^(correct|wrong|accepted)$/);
  });

  test('play-move: tap then tap plays one move', async ({ page }) => {
    const drill = await openPlayMove(page);
    const [{ from, dests }] = await movablePieces(page);
    await drill.square(from).scrollIntoViewIfNeeded();
    await watch(page);
    const fingers = new Fingers(page);
    await fingers.tap(await centre(page, from));
    await expect(drill.square(from)).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.counts)).toEqual([]);
    await fingers.tap(await centre(page, dests[0]));
    await drill.waitGraded(1);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.counts)).toEqual(['1']);
  });

  test('play-move: an illegal drag is refused, said, flashed and not counted', async ({ page }, testInfo) => {
    const drill = await openPlayMove(page);
    const [{ from, dests }] = await movablePieces(page);
    const wrong = notADestination(from, dests);
    await drill.square(from).scrollIntoViewIfNeeded();
    await watch(page);
    const score = await drill.score.textContent();
    const refused = page.locator('.board [data-refused]');
    await expect(refused).toHaveAttribute('role', 'status');
    await expect(refused).toHaveText('');
    await new Fingers(page).drag(await centre(page, from), await centre(page, wrong));
    await expect(refused).toHaveAttribute('data-refused', from + wrong);
    // It says why (the rule the try breaks), under the board: no square is covered.
    await expect(refused).not.toHaveText('');
    await expect(refused).not.toHaveText('Esa jugada no es legal');
    expect(await refusalCoversASquare(page)).toBe(false);
    await page.screenshot({ path: testInfo.outputPath('play-move-refused.png') });
    await expect.poll(() => page.evaluate(() => window.boardClasses.some((c) => /flash-refused/.test(c)))).toBe(true);
    expect(await drill.board.getAttribute('class')).not.toMatch(/flash-wrong/);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.counts)).toEqual([]);
    expect(await drill.graded()).toBe(0);
    await expect(drill.score).toHaveText(score);
    expect(await drill.page.locator(`.board [data-square="${from}"] [data-piece]`).count()).toBe(1);
  });

  test('play-move: a drop off the board or on its own square cancels; a second finger is ignored', async ({ page }) => {
    const drill = await openPlayMove(page);
    const [{ from, dests }] = await movablePieces(page);
    await drill.square(from).scrollIntoViewIfNeeded();
    await watch(page);
    const fingers = new Fingers(page);
    const start = await centre(page, from);
    const boardBox = await drill.board.boundingBox();
    // Off the board (below it): nothing played, nothing said.
    await fingers.drag(start, [start[0], boardBox.y + boardBox.height + 40]);
    await expect(drill.square(from)).toHaveAttribute('aria-pressed', 'false');
    // Lifted and put back on its own square.
    await fingers.drag(start, [start[0] + 2, start[1] + 30], { steps: 5, lift: false });
    await fingers.send('touchMove', [start]);
    await fingers.send('touchEnd', []);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.counts)).toEqual([]);
    await expect(page.locator('.board [data-refused]')).toHaveText('');
    // A second finger lands on the board while the first drags: one move only.
    const to = await centre(page, dests[0]);
    const other = await centre(page, notADestination(from, dests));
    const half = [(start[0] + to[0]) / 2, (start[1] + to[1]) / 2];
    const second = [...other, 1];
    await fingers.send('touchStart', [start]);
    await fingers.send('touchMove', [half]);
    await fingers.send('touchStart', [half, second]);
    await fingers.send('touchMove', [to, second]);
    await fingers.send('touchEnd', [second]); // the first finger comes up over its destination
    await fingers.send('touchEnd', []);
    await drill.waitGraded(1);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.counts)).toEqual(['1']);
  });
});

test.describe('a mouse on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Presses the mouse on `from`, moves it in steps to `to` and, unless told not to, releases it. */
  async function mouseDrag(page, from, to, { during } = {}) {
    await page.mouse.move(...from);
    await page.mouse.down();
    await page.mouse.move(...to, { steps: 8 });
    if (during) await during();
    await page.mouse.up();
  }

  test('play-move: a mouse drag plays one move; the copy is under the pointer', async ({ page }, testInfo) => {
    const drill = await openPlayMove(page);
    const [{ from, dests }] = await movablePieces(page);
    await watch(page);
    const to = await centre(page, dests[0]);
    await mouseDrag(page, await centre(page, from), to, {
      during: async () => {
        const box = await page.locator('.drag-ghost').boundingBox();
        expect(Math.abs(box.x + box.width / 2 - to[0])).toBeLessThan(2);
        expect(Math.abs(box.y + box.height / 2 - to[1])).toBeLessThan(2);
        await page.screenshot({ path: testInfo.outputPath('play-move-mouse-mid-drag.png') });
      },
    });
    await drill.waitGraded(1);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.counts)).toEqual(['1']);
  });

  test('play-move: a mouse drag to an illegal square or off the board plays nothing', async ({ page }) => {
    const drill = await openPlayMove(page);
    const [{ from, dests }] = await movablePieces(page);
    await watch(page);
    await mouseDrag(page, await centre(page, from), await centre(page, notADestination(from, dests)));
    await expect(page.locator('.board [data-refused]')).not.toHaveText('');
    await expect(page.locator('.board [data-refused]')).not.toHaveText('Esa jugada no es legal');
    expect(await refusalCoversASquare(page)).toBe(false);
    const box = await drill.board.boundingBox();
    await mouseDrag(page, await centre(page, from), [box.x + box.width + 60, box.y + 20]);
    await expect(drill.square(from)).toHaveAttribute('aria-pressed', 'false');
    // A legal move afterwards clears the refusal.
    await mouseDrag(page, await centre(page, from), await centre(page, dests[0]));
    await drill.waitGraded(1);
    expect(await page.evaluate(() => window.counts)).toEqual(['1']);
  });

  test('the home board: a mouse click on the selected piece deselects it, a drag back keeps it', async ({ page }) => {
    const board = new BoardPage(page);
    await board.goto();
    await board.click('g1');
    await expect(board.square('g1')).toHaveAttribute('aria-pressed', 'true');
    await board.click('g1');
    await expect(board.square('g1')).toHaveAttribute('aria-pressed', 'false');
    await mouseDrag(page, await centre(page, 'b1'), await centre(page, 'b1').then(([x, y]) => [x + 10, y + 10]));
    await expect(board.square('b1')).toHaveAttribute('aria-pressed', 'true');
    await expect(board.square('c3')).toHaveClass(/dest/);
  });
});

// The file letters and rank numbers never touch a piece's picture: in every coordinate mode,
// both orientations, on a phone and a desktop.
const VIEWPORTS = [['phone', PHONE], ['desktop', { viewport: { width: 1280, height: 800 } }]];
for (const [device, options] of VIEWPORTS) {
  test.describe(`coordinates on a ${device}`, () => {
    test.use(options);
    for (const coordinates of ['edges', 'squares', 'off']) {
      for (const orientation of ['white', 'black']) {
        test(`${coordinates}, ${orientation} at the bottom: no letter or number over a piece`, async ({ page }, testInfo) => {
          await page.addInitScript(([coords, side]) => {
            localStorage.setItem('escaque.settings', JSON.stringify({
              version: 2, ui_language: 'es', notation: 'es', orientation: side,
              coordinates: coords, theme: 'system', sounds: false,
            }));
          }, [coordinates, orientation]);
          const board = new BoardPage(page);
          await board.goto();
          expect(await board.loadedPieces()).toBe(32);
          await expect(board.board).toHaveAttribute('data-orientation', orientation);
          const found = await page.evaluate(() => {
            const textBox = (el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return range.getBoundingClientRect();
            };
            // A piece's drawn picture (with its outline), not its square.
            const pictureBox = (svg) => {
              const r = svg.getBoundingClientRect();
              const vb = svg.viewBox.baseVal;
              const bb = svg.getBBox();
              const [sx, sy] = [r.width / vb.width, r.height / vb.height];
              const pad = 0.75; // half the pictures' stroke width
              return {
                left: r.left + (bb.x - pad - vb.x) * sx, right: r.left + (bb.x + bb.width + pad - vb.x) * sx,
                top: r.top + (bb.y - pad - vb.y) * sy, bottom: r.top + (bb.y + bb.height + pad - vb.y) * sy,
              };
            };
            const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            const labels = [...document.querySelectorAll('.board .coords span, .board .coord')]
              .map((el) => ({ text: el.textContent, box: textBox(el) }));
            const pieces = [...document.querySelectorAll('.board .square [data-piece] svg')]
              .map((svg) => ({ square: svg.closest('[data-square]').dataset.square, box: pictureBox(svg) }));
            const overlaps = [];
            for (const label of labels) {
              for (const piece of pieces) {
                if (meet(label.box, piece.box)) overlaps.push(`${label.text} over ${piece.square}`);
              }
            }
            const visible = labels.filter((l) => l.box.width > 0 && l.box.height > 0).map((l) => l.text);
            return { overlaps, visible };
          });
          expect(found.overlaps).toEqual([]);
          const expected = { edges: 16, squares: 64, off: 0 }[coordinates];
          expect(found.visible).toHaveLength(expected);
          if (coordinates === 'edges') {
            const files = orientation === 'white' ? 'abcdefgh' : 'hgfedcba';
            const ranks = orientation === 'white' ? '87654321' : '12345678';
            expect(found.visible.join('')).toBe(files + ranks);
          }
          await board.board.screenshot({ path: testInfo.outputPath(`coordinates-${coordinates}-${orientation}.png`) });
        });
      }
    }
  });
}
