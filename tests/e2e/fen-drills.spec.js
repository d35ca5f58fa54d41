// The FEN drills in Chromium: write-fen (a position on the board, its FEN written) and set-up (a
// FEN written, its position set up from the palette), on a phone by touch and on a desktop by
// mouse. The grading itself is tested natively (crates/escaque-core/src/drill/fen/tests.rs).
const { test, expect } = require('./fixtures');
const { DrillPage, Fingers, presetSettings } = require('./pages');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'es-ES' };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The men of a FEN's placement, by their palette code (`wN`): the squares of each. */
function men(fen) {
  const squares = {};
  fen.split(' ')[0].split('/').forEach((rank, row) => {
    let file = 0;
    for (const c of rank) {
      if (/[1-8]/.test(c)) {
        file += Number(c);
        continue;
      }
      const code = (c === c.toUpperCase() ? 'w' : 'b') + c.toUpperCase();
      (squares[code] ||= []).push('abcdefgh'[file] + (8 - row));
      file += 1;
    }
  });
  return squares;
}

/** Presses with a finger or the mouse. */
async function press(locator, touch) {
  if (touch) await locator.tap();
  else await locator.click();
}

/** Sets the question's position up on the board from the palette, then checks it. */
async function setUp(page, drill, touch) {
  const fen = await drill.root.getAttribute('data-question-fen');
  for (const [code, squares] of Object.entries(men(fen))) {
    await press(page.locator(`[data-palette-piece="${code}"]`), touch);
    await expect(page.locator(`[data-palette-piece="${code}"]`)).toHaveAttribute('aria-pressed', 'true');
    for (const square of squares) {
      await press(page.locator(`[data-setup-board] [data-square="${square}"]`), touch);
      await expect(page.locator(`[data-setup-board] [data-square="${square}"]`)).toHaveAttribute('data-piece', code);
    }
  }
  await press(page.locator('[data-check]'), touch);
}

/** The board of a FEN's placement with its ranks reversed (rank 8's men on rank 1): a FEN set up
 * from the bottom, White at the top. */
function upsideDown(fen) {
  const flipped = {};
  for (const [code, squares] of Object.entries(men(fen))) {
    flipped[code] = squares.map((s) => s[0] + (9 - Number(s[1])));
  }
  return flipped;
}

/** The elements of the summary that stick out of the viewport on the right (none should). */
async function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('[data-summary], [data-summary] *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName}.${el.className}: ${el.textContent.slice(0, 60)}`);
  });
}

for (const [name, device, ui, touch] of [
  ['a 390×844 phone, by touch', PHONE, 'es', true],
  ['a desktop, by mouse', DESKTOP, 'en', false],
]) {
  test.describe(name, () => {
    test.use(device);
    test.beforeEach(async ({ page }) => presetSettings(page, { ui, notation: 'es' }));

    test('write-fen: answered from data-question-fen, full marks', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('write-fen', 'v=1&n=3&seed=5');
      await expect(page.locator('[data-fen-facts]')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`write-fen-${ui}.png`), fullPage: true });
      for (let i = 1; i <= 3; i++) {
        const fen = await drill.root.getAttribute('data-question-fen');
        expect(fen.split(' ')).toHaveLength(6);
        await drill.typeAnswer(fen);
        await drill.waitGraded(i);
        await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      }
      await expect(drill.summary).toBeVisible();
      await expect(drill.score).toHaveText('3/3');
    });

    test('write-fen: a wrong answer names its field and rank, and is held until Next', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('write-fen', 'v=1&n=3&seed=5');
      let fen = await drill.root.getAttribute('data-question-fen');
      // Rank 8 written as empty: the verdict names rank 8 and a man on it.
      const fields = fen.split(' ');
      const ranks = fields[0].split('/');
      expect(ranks[0]).not.toBe('8');
      await drill.typeAnswer(['8', ...ranks.slice(1)].join('/') + ' ' + fields.slice(1).join(' '));
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(page.locator('[data-fen-field]')).toHaveAttribute('data-fen-field', 'placement');
      await expect(page.locator('[data-fen-field]')).toHaveAttribute('data-fen-rank', '8');
      await expect(drill.verdict).toContainText(ui === 'es' ? 'Fila 8: escribiste 8' : 'Rank 8: you wrote 8');
      await expect(drill.verdict).toContainText(fen);
      await expect(page.locator('[data-fen-field] a')).toHaveAttribute('href', '/learn/fen');
      // Held: the same question until Next.
      await expect(drill.root).toHaveAttribute('data-question-fen', fen);
      await expect(drill.next).toBeVisible();
      // One Next on the screen: the field's send key hides while the answer is held.
      await expect(page.getByRole('button', { name: ui === 'es' ? 'Siguiente' : 'Next', exact: true })).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`write-fen-wrong-${ui}.png`), fullPage: true });
      await drill.goOn();
      // The side to move.
      fen = await drill.root.getAttribute('data-question-fen');
      const flipped = fen.replace(/ ([wb]) /, (_, side) => (side === 'w' ? ' b ' : ' w '));
      await drill.typeAnswer(flipped);
      await drill.waitGraded(2);
      await expect(page.locator('[data-fen-field]')).toHaveAttribute('data-fen-field', 'side-to-move');
      await expect(drill.verdict).toContainText(ui === 'es' ? 'Turno' : 'Side to move');
      await drill.goOn();
      // Four fields: the clocks are named as missing.
      fen = await drill.root.getAttribute('data-question-fen');
      await drill.typeAnswer(fen.split(' ').slice(0, 4).join(' '));
      await drill.waitGraded(3);
      await expect(page.locator('[data-fen-field]')).toHaveAttribute('data-fen-field', 'halfmove');
      await expect(drill.verdict).toContainText(ui === 'es' ? 'faltan los dos números' : 'two numbers at the end are missing');
    });

    test('write-fen: a field left out is named; the summary keeps every FEN in view', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('write-fen', 'v=1&n=3&seed=5');
      for (let i = 1; i <= 3; i++) {
        const fen = await drill.root.getAttribute('data-question-fen');
        const fields = fen.split(' ');
        // The side to move left out: the others shift, and the missing field is named.
        await drill.typeAnswer([fields[0], ...fields.slice(2)].join(' '));
        await drill.waitGraded(i);
        await expect(page.locator('[data-fen-field]')).toHaveAttribute('data-fen-field', 'side-to-move');
        await expect(drill.verdict).toContainText(
          ui === 'es' ? 'Falta el turno de juego (w o b) después de la colocación' : 'The side to move (w or b) is missing',
        );
        await drill.goOn();
      }
      await expect(drill.summary).toBeVisible();
      await expect(drill.score).toHaveText('0/3');
      await expect(drill.summary.locator('.detail').first()).toContainText(ui === 'es' ? 'respondiste' : 'you answered');
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`write-fen-summary-${ui}.png`), fullPage: true });
    });

    test('set-up: a board upside down is named; many wrong squares are counted, not listed; the summary fits', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('set-up', 'v=1&n=2&seed=5');
      const square = (name) => page.locator(`[data-setup-board] [data-square="${name}"]`);
      await square('e4').waitFor();
      let fen = await drill.root.getAttribute('data-question-fen');
      for (const [code, squares] of Object.entries(upsideDown(fen))) {
        await press(page.locator(`[data-palette-piece="${code}"]`), touch);
        for (const s of squares) await press(square(s), touch);
      }
      await press(page.locator('[data-check]'), touch);
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText(ui === 'es' ? 'El tablero está al revés' : 'The board is upside down');
      await page.screenshot({ path: testInfo.outputPath(`set-up-upside-down-${ui}.png`), fullPage: true });
      await drill.goOn();
      // An empty board: every man's square is wrong, counted and marked, not listed.
      fen = await drill.root.getAttribute('data-question-fen');
      const count = Object.values(men(fen)).flat().length;
      expect(count).toBeGreaterThan(8);
      await press(page.locator('[data-check]'), touch);
      await drill.waitGraded(2);
      await expect(page.locator('[data-setup-board] [data-wrong]')).toHaveCount(count);
      await expect(drill.verdict).toContainText(ui === 'es' ? `Hay ${count} casillas mal, marcadas en el tablero.` : `${count} squares are wrong, marked on the board.`);
      await expect(drill.verdict).not.toContainText(/[a-h][1-8], [a-h][1-8]/);
      await drill.goOn();
      await expect(drill.summary).toBeVisible();
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`set-up-summary-${ui}.png`), fullPage: true });
    });

    test('set-up: set up from the palette, full marks', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('set-up', 'v=1&n=2&seed=5');
      await page.locator('[data-setup-board] [data-square="e4"]').waitFor();
      const fen = await drill.root.getAttribute('data-question-fen');
      await expect(drill.prompt).toHaveText(fen);
      await page.screenshot({ path: testInfo.outputPath(`set-up-${ui}.png`), fullPage: true });
      for (let i = 1; i <= 2; i++) {
        await setUp(page, drill, touch);
        await drill.waitGraded(i);
        await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      }
      await expect(drill.summary).toBeVisible();
      await expect(drill.score).toHaveText('2/2');
    });

    test('set-up: dragged from the palette and between squares, a copy under the pointer; full marks', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('set-up', 'v=1&n=1&seed=5');
      const square = (name) => page.locator(`[data-setup-board] [data-square="${name}"]`);
      await square('e4').waitFor();
      const centre = async (locator) => {
        const box = await locator.boundingBox();
        return [box.x + box.width / 2, box.y + box.height / 2];
      };
      const fingers = new Fingers(page);
      const drag = async (from, to, during) => {
        if (touch) return fingers.drag(from, to, { during });
        await page.mouse.move(...from);
        await page.mouse.down();
        await page.mouse.move(...to, { steps: 8 });
        if (during) await during();
        await page.mouse.up();
      };
      const all = men(await drill.root.getAttribute('data-question-fen'));
      const taken = Object.values(all).flat();
      const spare = ['d4', 'e5', 'a1', 'h8', 'h1', 'a8'].find((s) => !taken.includes(s));
      // The palette and the whole board on one screen: a drag needs both ends in sight.
      await page.locator('.palette').evaluate((e) => e.scrollIntoView({ block: 'end' }));
      for (const corner of ['a8', 'h8', 'a1', 'h1']) await expect(square(corner)).toBeInViewport({ ratio: 1 });
      const scrolled = await page.evaluate(() => window.scrollY);
      let first = true;
      for (const [code, squares] of Object.entries(all)) {
        for (const target of squares) {
          // The first man goes to a spare square, then is dragged from there to its own.
          const to = first ? spare : target;
          await drag(await centre(page.locator(`[data-palette-piece="${code}"]`)), await centre(square(to)), first && (async () => {
            await expect(page.locator('.setup-ghost')).toHaveCount(1);
            await expect(square(spare)).toHaveClass(/\bover\b/);
            await page.screenshot({ path: testInfo.outputPath(`set-up-drag-${ui}.png`) });
          }));
          await expect(square(to)).toHaveAttribute('data-piece', code);
          await expect(page.locator('.setup-ghost')).toHaveCount(0);
          if (first) {
            await drag(await centre(square(spare)), await centre(square(target)));
            await expect(square(spare)).not.toHaveAttribute('data-piece', /./);
            await expect(square(target)).toHaveAttribute('data-piece', code);
            first = false;
          }
        }
      }
      await expect(page.locator('[data-setup-board] [data-square][data-piece]')).toHaveCount(taken.length);
      if (touch) expect(await page.evaluate(() => window.scrollY)).toBe(scrolled); // no scroll while dragging
      await page.locator('[data-check]').click();
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      await expect(drill.score).toHaveText('1/1');
    });

    test('set-up: the eraser, and a wrong board marks its wrong squares', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('set-up', 'v=1&n=2&seed=5');
      const square = (name) => page.locator(`[data-setup-board] [data-square="${name}"]`);
      await square('e4').waitFor();
      const fen = await drill.root.getAttribute('data-question-fen');
      const all = men(fen);
      // A queen put on an empty square, then erased.
      const empty = ['a1', 'h1', 'a8', 'h8', 'd4', 'e5'].find((s) => !Object.values(all).flat().includes(s));
      await press(page.locator('[data-palette-piece="bQ"]'), touch);
      await press(square(empty), touch);
      await expect(square(empty)).toHaveAttribute('data-piece', 'bQ');
      await press(page.locator('[data-palette-piece="none"]'), touch);
      await press(square(empty), touch);
      await expect(square(empty)).not.toHaveAttribute('data-piece', /./);
      // Only the kings: every other man's square is wrong.
      await press(page.locator('[data-palette-piece="wK"]'), touch);
      await press(square(all.wK[0]), touch);
      await press(page.locator('[data-palette-piece="bK"]'), touch);
      await press(square(all.bK[0]), touch);
      await press(page.locator('[data-check]'), touch);
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      const count = Object.values(all).flat().length - 2;
      await expect(page.locator('[data-setup-board] [data-wrong]')).toHaveCount(count);
      await expect(square(all.wK[0])).not.toHaveAttribute('data-wrong', /.*/);
      await expect(drill.verdict).toContainText(String(count));
      await expect(drill.verdict).toContainText(fen);
      await expect(drill.next).toBeVisible();
      // One Next on the screen: the check button hides while the board is held.
      await expect(page.locator('[data-check]')).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath(`set-up-wrong-${ui}.png`), fullPage: true });
      await drill.goOn();
      await expect(page.locator('[data-setup-board] [data-piece]')).toHaveCount(0);
      await expect(page.locator('[data-setup-board] [data-wrong]')).toHaveCount(0);
    });
  });
}

test.describe('set-up by keyboard alone', () => {
  test.use(DESKTOP);
  test.beforeEach(async ({ page }) => presetSettings(page, { ui: 'en', notation: 'en' }));

  test('one Tab stop on the board; arrows walk it, FEN letters put the men, Delete clears; full marks', async ({ page }, testInfo) => {
    const drill = new DrillPage(page);
    await drill.open('set-up', 'v=1&n=1&seed=5');
    await page.locator('[data-setup-board] [data-square="e4"]').waitFor();
    await expect(page.locator('[data-setup-keys]')).toContainText('FEN');
    // The board is one stop: its top left square, where a FEN begins.
    const stops = page.locator('[data-setup-board] [data-square][tabindex="0"]');
    await expect(stops).toHaveCount(1);
    await expect(stops).toHaveAttribute('data-square', 'a8');
    await page.locator('.palette [data-palette-piece]').first().focus();
    await page.keyboard.press('Shift+Tab');
    const focused = () => page.evaluate(() => document.activeElement?.dataset.square || document.activeElement?.dataset.palettePiece);
    // Shift+Tab from the palette's first man lands on the board's one stop.
    expect(await focused()).toBe('a8');
    // Walk the FEN's ranks from a8 to h1, typing each man's letter where it stands.
    const fen = await drill.root.getAttribute('data-question-fen');
    let [row, column] = [0, 0];
    const goTo = async (r, c) => {
      while (row < r) { await page.keyboard.press('ArrowDown'); row += 1; }
      while (row > r) { await page.keyboard.press('ArrowUp'); row -= 1; }
      while (column < c) { await page.keyboard.press('ArrowRight'); column += 1; }
      while (column > c) { await page.keyboard.press('ArrowLeft'); column -= 1; }
      expect(await focused()).toBe('abcdefgh'[c] + (8 - r));
    };
    // A slip first: a man put on a1 by mistake, taken off with Delete.
    await goTo(7, 0);
    await page.keyboard.press('q');
    await expect(page.locator('[data-setup-board] [data-square="a1"]')).toHaveAttribute('data-piece', 'bQ');
    await page.keyboard.press('Delete');
    await expect(page.locator('[data-setup-board] [data-square="a1"]')).not.toHaveAttribute('data-piece', /./);
    const ranks = fen.split(' ')[0].split('/');
    for (let r = 0; r < 8; r++) {
      let c = 0;
      for (const ch of ranks[r]) {
        if (/[1-8]/.test(ch)) { c += Number(ch); continue; }
        await goTo(r, c);
        await page.keyboard.press(ch);
        const code = (ch === ch.toUpperCase() ? 'w' : 'b') + ch.toUpperCase();
        await expect(page.locator(`[data-setup-board] [data-square="${'abcdefgh'[c]}${8 - r}"]`)).toHaveAttribute('data-piece', code);
        c += 1;
      }
    }
    // Still one stop, where the keyboard left it.
    await expect(stops).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('set-up-keyboard-en.png'), fullPage: true });
    await page.locator('[data-check]').focus();
    await page.keyboard.press('Enter');
    await drill.waitGraded(1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  });

  test('the focus is never lost after Check: Next after a wrong board, the board after Next', async ({ page }) => {
    const drill = new DrillPage(page);
    await drill.open('set-up', 'v=1&n=3&seed=5');
    await page.locator('[data-setup-board] [data-square="e4"]').waitFor();
    // An empty board checked by keyboard: wrong, held; Next (the verdict's) has the focus.
    await page.locator('[data-check]').focus();
    await page.keyboard.press('Enter');
    await drill.waitGraded(1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(page.locator('.drill [data-next]')).toBeFocused();
    const first = await drill.root.getAttribute('data-question-fen');
    // Enter on Next: the next FEN to set up, the focus on the board's one stop.
    await page.keyboard.press('Enter');
    await expect(drill.root).not.toHaveAttribute('data-question-fen', first);
    await expect(page.locator('[data-setup-board] [data-square][tabindex="0"]')).toBeFocused();
    await expect(page.locator('.drill .prompt-box')).toBeInViewport();
  });
});

test.describe('the dark theme on a phone', () => {
  test.use({ ...PHONE, colorScheme: 'dark' });
  test.beforeEach(async ({ page }) => presetSettings(page, { ui: 'es', notation: 'es' }));

  test('both drills, for the eye', async ({ page }, testInfo) => {
    const drill = new DrillPage(page);
    await drill.open('write-fen', 'v=1&n=3&seed=5');
    await expect(page.locator('[data-fen-facts]')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('write-fen-es-dark.png'), fullPage: true });
    await drill.open('set-up', 'v=1&n=2&seed=5');
    await page.locator('[data-setup-board] [data-square="e4"]').waitFor();
    await press(page.locator('[data-palette-piece="wN"]'), true);
    await press(page.locator('[data-setup-board] [data-square="f3"]'), true);
    await page.screenshot({ path: testInfo.outputPath('set-up-es-dark.png'), fullPage: true });
    // The summary of wrong FENs, for the eye, in the dark.
    await drill.open('write-fen', 'v=1&n=2&seed=5');
    for (let i = 1; i <= 2; i++) {
      const fields = (await drill.root.getAttribute('data-question-fen')).split(' ');
      await drill.typeAnswer([fields[0], ...fields.slice(2)].join(' '));
      await drill.waitGraded(i);
      await drill.goOn();
    }
    await expect(drill.summary).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('write-fen-summary-es-dark.png'), fullPage: true });
  });
});
