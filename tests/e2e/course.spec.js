// The course (/learn): the list of lessons and where the student stands in each, a lesson's
// steps forward and back, its practice answered right from the question's data on
// [data-lesson] (mastered, and kept after a reload), a wrong answer's reason with a link to
// the lesson of its rule; in Spanish and English, on a phone and a desktop.
const { test, expect } = require('./fixtures');
const { presetSettings, openRendered } = require('./pages');

const LESSONS = ['board', 'pieces', 'moves', 'captures', 'pawn-captures', 'en-passant', 'two-pieces',
  'promotion', 'castling', 'check-mate', 'long-form', 'a-game', 'fen'];

const LETTERS = {
  es: { k: 'R', q: 'D', r: 'T', b: 'A', n: 'C', p: '' },
  en: { k: 'K', q: 'Q', r: 'R', b: 'B', n: 'N', p: '' },
};

/** The piece (`n`, `P`…) on `square` of a FEN's board. */
function pieceOn(fen, square) {
  const rows = fen.split(' ')[0].split('/');
  const row = rows[8 - Number(square[1])];
  let file = 0;
  for (const c of row) {
    if (/\d/.test(c)) file += Number(c);
    else {
      if (file === square.charCodeAt(0) - 97) return c;
      file += 1;
    }
  }
  return null;
}

/** The move `uci` of `fen` in the long form of `lang` (`Cg1f3`, `e5xd6`, `0-0`, `d7d8D`): the
 * grader accepts it for any move, whatever its short form. */
function longForm(fen, uci, lang) {
  const [from, to] = [uci.slice(0, 2), uci.slice(2, 4)];
  const piece = pieceOn(fen, from).toLowerCase();
  const jump = to.charCodeAt(0) - from.charCodeAt(0);
  if (piece === 'k' && Math.abs(jump) === 2) return jump > 0 ? '0-0' : '0-0-0';
  const capture = pieceOn(fen, to) !== null || (piece === 'p' && jump !== 0);
  const promotion = uci.length === 5 ? LETTERS[lang][uci[4]] : '';
  return `${LETTERS[lang][piece]}${from}${capture ? 'x' : ''}${to}${promotion}`;
}

class Lesson {
  constructor(page, device) {
    this.page = page;
    this.device = device;
    this.root = page.locator('[data-lesson]');
    this.step = page.locator('[data-lesson] [data-step]');
    this.next = page.locator('[data-step-next]');
    this.back = page.locator('[data-step-back]');
    this.verdict = page.locator('.practice .verdict');
    this.done = page.locator('[data-lesson-done]');
    this.input = page.locator('input[name=answer]');
  }

  async press(locator) {
    if (this.device === 'phone') await locator.tap();
    else await locator.click();
  }

  async open(id) {
    await openRendered(this.page, `/learn/${id}`);
    await expect(this.root).toHaveAttribute('data-lesson', id);
  }

  /** Goes through the steps to the practice. */
  async toPractice() {
    while (await this.next.count()) await this.press(this.next);
    await expect(this.step).toHaveAttribute('data-practice', '');
  }

  async answered() {
    return Number((await this.verdict.getAttribute('data-count')) || 0);
  }

  async square(name) {
    await expect(this.page.locator('.exercise .board')).not.toHaveAttribute('aria-busy', 'true');
    await this.press(this.page.locator(`.exercise [data-square="${name}"]`));
  }

  async type(text) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** Answers the exercise shown right, from the question's data. */
  async answerRight(lang) {
    const before = await this.answered();
    const kind = await this.page.locator('[data-exercise]').getAttribute('data-exercise');
    const fen = await this.root.getAttribute('data-question-fen');
    const uci = await this.root.getAttribute('data-question-move');
    const square = await this.root.getAttribute('data-question-square');
    if (kind === 'write') await this.type(longForm(fen, uci, lang));
    else if (kind === 'play') {
      await this.square(uci.slice(0, 2));
      await this.square(uci.slice(2, 4));
      if (uci.length === 5) {
        const role = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }[uci[4]];
        // Each choice shows the letter the notation practised writes (`d8D` in Spanish).
        for (const [key, name] of Object.entries({ q: 'queen', r: 'rook', b: 'bishop', n: 'knight' })) {
          await expect(this.page.locator(`.promotion [data-role="${name}"] [data-letter]`)).toHaveText(LETTERS[lang][key]);
        }
        await this.press(this.page.locator(`.promotion [data-role="${role}"]`));
      }
    } else if (kind === 'find' || kind === 'fen-square') await this.square(square);
    else if (kind === 'name') await this.type(square);
    else if (kind === 'check') {
      expect(await this.root.getAttribute('data-question-written')).toBeTruthy();
      const answer = await this.root.getAttribute('data-question-answer');
      await this.press(this.page.locator(`[data-answer="${answer}"]`));
    } else throw new Error(`an exercise of no known kind: ${kind}`);
    // Graded: its verdict, or after the last exercise the end.
    await this.page.waitForFunction((n) => document.querySelector('[data-lesson-done]')
      || document.querySelector('.practice .verdict')?.dataset.count === String(n), before + 1);
    if (await this.done.count()) return;
    await expect(this.verdict, `${kind} ${uci || square}: ${await this.verdict.textContent()}`)
      .toHaveAttribute('data-verdict', 'correct');
    // Beside the next exercise, the verdict names the one it is about (1-based).
    await expect(this.verdict).toContainText(new RegExp(`^\\S+ ${before + 1}\\s?:`));
    // The question's live region starts with the new exercise's number: a screen reader hears
    // the next question even when it is worded as the last one.
    await expect(this.page.locator('[data-prompt-box] [data-prompt-number]'))
      .toHaveText(new RegExp(`^\\S+ ${before + 2}\\b.*:\\s*$`));
  }
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

for (const lang of ['es', 'en']) {
  for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test.describe(`${lang}, on a ${device}`, () => {
      test.use(options);
      test.beforeEach(async ({ page }) => presetSettings(page, { ui: lang, notation: lang }));

      test('the course lists every lesson as new; steps go forward and back', async ({ page }, testInfo) => {
        await openRendered(page, '/learn');
        const links = page.locator('[data-course] a[data-lesson-link]');
        await expect(links).toHaveCount(LESSONS.length);
        expect(await links.evaluateAll((as) => as.map((a) => a.dataset.lessonLink))).toEqual(LESSONS);
        expect(new Set(await links.evaluateAll((as) => as.map((a) => a.dataset.state)))).toEqual(new Set(['new']));
        await page.screenshot({ path: testInfo.outputPath(`learn-${lang}-${device}.png`), fullPage: true });

        const lesson = new Lesson(page, device);
        await lesson.press(page.locator('a[data-lesson-link="captures"]'));
        await expect(lesson.root).toHaveAttribute('data-lesson', 'captures');
        await expect(lesson.step).toHaveAttribute('data-index', '0');
        await expect(lesson.back).toBeDisabled();
        // A worked example: the move's arrow on the board, its text built piece by piece.
        await expect(page.locator('.lesson-show .arrows line')).toHaveCount(1);
        await expect(page.locator('[data-written]')).toHaveText(lang === 'es' ? 'Axc6' : 'Bxc6');
        await page.screenshot({ path: testInfo.outputPath(`lesson-step-${lang}-${device}.png`), fullPage: true });
        await lesson.press(lesson.next);
        await expect(lesson.step).toHaveAttribute('data-index', '1');
        await lesson.press(lesson.next);
        await expect(lesson.step).toHaveAttribute('data-index', '2');
        await lesson.press(lesson.back);
        await expect(lesson.step).toHaveAttribute('data-index', '1');
        // The step is in the address: a reload opens the lesson where it was.
        await expect(page).toHaveURL(/\/learn\/captures\?step=2$/);
        await page.reload();
        await expect(lesson.step).toHaveAttribute('data-index', '1');
        await expect(lesson.back).toBeEnabled();
        await lesson.press(lesson.back);
        await expect(page).toHaveURL(/\/learn\/captures$/);
        // Each step is a history entry: the browser's Back and Forward step inside the lesson.
        await lesson.press(lesson.next);
        await lesson.press(lesson.next);
        await expect(lesson.step).toHaveAttribute('data-index', '2');
        await page.goBack();
        await expect(lesson.step).toHaveAttribute('data-index', '1');
        await expect(page).toHaveURL(/\/learn\/captures\?step=2$/);
        await page.goForward();
        await expect(lesson.step).toHaveAttribute('data-index', '2');
        await page.goBack();
        await page.goBack();
        await expect(lesson.step).toHaveAttribute('data-index', '0');
        await expect(lesson.root).toHaveAttribute('data-lesson', 'captures');
        await lesson.toPractice();
        await expect(page.locator('[data-prompt]')).not.toBeEmpty();
        await openRendered(page, '/learn');
        await expect(page.locator('a[data-lesson-link="captures"]')).toHaveAttribute('data-state', 'started');
        await expect(page.locator('a[data-lesson-link="board"]')).toHaveAttribute('data-state', 'new');
      });

      test('a square is asked for as the device answers: tapped on a phone, chosen with a mouse', async ({ page }) => {
        const lesson = new Lesson(page, device);
        await lesson.open('board');
        await lesson.toPractice();
        await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'find');
        const words = { es: { phone: /^Toca la casilla [a-h][1-8]\.$/, desktop: /^Pulsa la casilla [a-h][1-8]\.$/ },
          en: { phone: /^Tap the square [a-h][1-8]\.$/, desktop: /^Choose the square [a-h][1-8]\.$/ } };
        await expect(page.locator('[data-prompt]')).toHaveText(words[lang][device]);
      });

      test('every lesson answered right is mastered, and stays so after a reload', async ({ page }, testInfo) => {
        test.setTimeout(240_000);
        const lesson = new Lesson(page, device);
        for (const id of LESSONS) {
          await lesson.open(id);
          await lesson.toPractice();
          while (!(await lesson.done.count())) await lesson.answerRight(lang);
          await expect(lesson.done).toHaveAttribute('data-mastered', 'true');
          // The last exercise's verdict (right: it went on at once) is said with the score.
          await expect(lesson.done.locator('.last-verdict')).toContainText(lang === 'es' ? /^Ejercicio \d+: / : /^Exercise \d+: /);
          // …with its own [data-verdict] and count, as every answer has.
          await expect(lesson.done.locator('.last-verdict')).toHaveAttribute('data-verdict', 'correct');
          await expect(lesson.done.locator('.last-verdict'))
            .toHaveAttribute('data-count', /^[1-9]\d*$/);
          if (id === 'two-pieces') {
            await page.screenshot({ path: testInfo.outputPath(`lesson-done-${lang}-${device}.png`), fullPage: true });
          }
        }
        // The end offers the drill that trains the lesson (the last one, fen: setting a FEN up),
        // named as the drill names itself.
        const more = lesson.done.locator('a[data-lesson-drill]');
        await expect(more).toHaveAttribute('href', '/drill/set-up?v=1&n=10');
        const offered = await more.innerText();
        await more.click();
        await expect(page.locator('[data-drill][data-mode="set-up"]')).toBeVisible();
        expect(offered).toContain(await page.locator('#drill-title').innerText());
        await openRendered(page, '/learn');
        await page.reload();
        const links = page.locator('[data-course] a[data-lesson-link]');
        await expect(links.first()).toBeVisible();
        expect(new Set(await links.evaluateAll((as) => as.map((a) => a.dataset.state)))).toEqual(new Set(['mastered']));
        await openRendered(page, '/progress');
        await expect(page.locator('[data-course-progress]')).toHaveAttribute('data-course-progress', String(LESSONS.length));
        // Each lesson on its own line: mastered, with its best score.
        const rows = page.locator('[data-course-lesson]');
        expect(await rows.evaluateAll((rs) => rs.map((r) => r.dataset.courseLesson))).toEqual(LESSONS);
        expect(new Set(await rows.evaluateAll((rs) => rs.map((r) => `${r.dataset.state} ${r.dataset.best}`))))
          .toEqual(new Set(['mastered 100']));
        await expect(rows.first()).toContainText(lang === 'es' ? /mejor: 100\s?% · una práctica/ : /best: 100% · one practice/);
        await page.screenshot({ path: testInfo.outputPath(`progress-course-${lang}-${device}.png`), fullPage: true });
      });

      test('a wrong answer shows its reason with a link to the lesson of its rule', async ({ page }, testInfo) => {
        const lesson = new Lesson(page, device);
        await lesson.open('moves');
        await lesson.toPractice();
        await lesson.answerRight(lang);
        await lesson.answerRight(lang);
        // d2d4 written with a pawn letter: wrong, by C.4, which the lesson on pieces teaches.
        await expect(lesson.root).toHaveAttribute('data-question-move', 'd2d4');
        await lesson.type('Pd4');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        await expect(lesson.verdict).toContainText('d4');
        const rule = lesson.verdict.locator('a[data-lesson-ref="pieces"]');
        await expect(rule).toHaveText('(C.4)');
        await expect(rule).toHaveAttribute('href', '/learn/pieces');
        await expect(page.locator('[data-next]')).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`lesson-wrong-${lang}-${device}.png`), fullPage: true });
        // The held question stays until Next.
        await expect(lesson.root).toHaveAttribute('data-question-move', 'd2d4');
        await lesson.press(page.locator('[data-next]'));
        await expect(page.locator('[data-next]')).toHaveCount(0);
        // Gone on from a miss: nothing of it is said beside the next exercise.
        await expect(lesson.verdict).toHaveText('');
        await expect(lesson.root).not.toHaveAttribute('data-question-move', 'd2d4');
        // The link goes to the lesson: a wrong answer again, and its rule followed.
        await lesson.open('moves');
        await lesson.toPractice();
        await lesson.answerRight(lang);
        await lesson.answerRight(lang);
        await lesson.type('Pd4');
        await lesson.press(rule);
        await expect(lesson.root).toHaveAttribute('data-lesson', 'pieces');
      });
    });
  }
}

test('the header and the home page link to the course; home offers the lesson to go on with', async ({ page }) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  await openRendered(page, '/');
  await expect(page.locator('header.top a[href="/learn"]')).toHaveCount(1);
  await expect(page.locator('a[data-course-link]')).toHaveAttribute('href', '/learn');
  await expect(page.locator('a[data-continue]')).toHaveCount(0);
  await expect(page.locator('a[data-course-link]')).toHaveText('Empezar el curso');
  const lesson = new Lesson(page, 'desktop');
  await lesson.open('castling');
  await lesson.next.click();
  await openRendered(page, '/');
  await expect(page.locator('a[data-continue="castling"]')).toContainText('9');
  // Once begun, the list's link no longer says "start".
  await expect(page.locator('a[data-course-link]')).toHaveText('Todas las lecciones');
});

test('a lesson\'s practice, held on a wrong answer, passes axe in both themes', async ({ browser, baseURL }) => {
  const { AxeBuilder } = require('@axe-core/playwright');
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ baseURL, colorScheme: theme, locale: 'es-ES' });
    const page = await context.newPage();
    await presetSettings(page, { ui: 'es', notation: 'es', theme });
    const lesson = new Lesson(page, 'desktop');
    await lesson.open('moves');
    await lesson.toPractice();
    await lesson.type('Pd5');
    await expect(page.locator('[data-verdict="wrong"]')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, theme).toEqual([]);
    await context.close();
  }
});

// From a beginner's walk of the course: what each screen must say and do.
test.describe('a beginner\'s walk', () => {
  for (const lang of ['es', 'en']) {
    test.describe(lang, () => {
      test.beforeEach(async ({ page }) => presetSettings(page, { ui: lang, notation: lang }));

      test('a castling reason links to the castling lesson; an accepted a.p. or ++ says why', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('castling');
        await lesson.toPractice();
        // 0-0 written as the king's move: wrong, by C.13, which the castling lesson teaches.
        await expect(lesson.root).toHaveAttribute('data-question-move', 'e1g1');
        await lesson.type(lang === 'es' ? 'Rg1' : 'Kg1');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        const rule = lesson.verdict.locator('a[data-lesson-ref]');
        await expect(rule).toHaveText('(C.13)');
        await expect(rule).toHaveAttribute('href', '/learn/castling');

        // g1 alone for 0-0: the verdict writes 0-0 and suggests no other move (the
        // drills' "did you mean Rg1, g3 or g4?" would lead a beginner astray here).
        await lesson.open('castling');
        await lesson.toPractice();
        await lesson.type('g1');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        // (A move in a sentence has a word joiner after each hyphen.)
        await expect(lesson.verdict).toContainText(lang === 'es' ? /0-\u2060?0/ : /O-\u2060?O/);
        await expect(lesson.verdict).not.toContainText(lang === 'es' ? '¿Quisiste' : 'Did you mean');

        // bxc6 a.p.: right, and the verdict says the mark is optional, citing C.9.3 → en-passant.
        // (c6 alone first: wrong, and bxc6 is written once in the verdict, not twice.)
        await lesson.open('en-passant');
        await lesson.toPractice();
        await expect(lesson.root).toHaveAttribute('data-question-move', 'b5c6');
        await lesson.type('c6');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        expect((await lesson.verdict.textContent()).match(/bxc6/g)).toHaveLength(1);
        await lesson.open('en-passant');
        await lesson.toPractice();
        await lesson.type('bxc6 a.p.');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'correct');
        await expect(lesson.verdict).toContainText(lang === 'es' ? 'a.p.' : 'e.p.');
        await expect(lesson.verdict.locator('a[data-lesson-ref]')).toHaveAttribute('href', '/learn/en-passant');

        // Ra8++: right, and the verdict says ++ is mate as # is, citing C.13 → check-mate.
        await lesson.open('check-mate');
        await lesson.toPractice();
        await expect(lesson.root).toHaveAttribute('data-question-move', 'a1a8');
        await lesson.type(lang === 'es' ? 'Ta8++' : 'Ra8++');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'correct');
        await expect(lesson.verdict).toContainText('++');
        await expect(lesson.verdict).toContainText('#');
        await expect(lesson.verdict.locator('a[data-lesson-ref]')).toHaveAttribute('href', '/learn/check-mate');
      });

      test('the castling example shows the rook\'s move; en passant says "the very next move"', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('castling');
        // Two arrows: the king's, straight, and the rook's, an arc beside it.
        await expect(page.locator('.lesson-show .arrows [data-arrow]')).toHaveCount(2);
        const king = page.locator('.lesson-show .arrows line[data-arrow="right"]');
        await expect(king).toHaveAttribute('data-from', 'e1');
        await expect(king).toHaveAttribute('data-to', 'g1');
        const rook = page.locator('.lesson-show .arrows path[data-arrow="rook"]');
        await expect(rook).toHaveAttribute('data-from', 'h1');
        await expect(rook).toHaveAttribute('data-to', 'f1');
        await lesson.next.click();
        await expect(rook).toHaveAttribute('data-from', 'a1');
        await expect(rook).toHaveAttribute('data-to', 'd1');

        await lesson.open('en-passant');
        await expect(page.locator('.step-text')).toContainText(
          lang === 'es' ? 'jugada inmediatamente siguiente' : 'very next move');
      });

      test('the sample game is the seed\'s: a.p. (e.p.) after 6.exd6, (=) after 11.K/Rb1, moves never broken', async ({ page }, testInfo) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('a-game');
        const form = (name) => page.locator(`[data-game-form="${name}"] .move-unit`);
        const king = lang === 'es' ? 'R' : 'K';
        const ep = lang === 'es' ? 'a.p.' : 'e.p.';
        await expect(form('short').nth(10)).toHaveText(`6. exd6 ${ep}`);
        await expect(form('short').last()).toHaveText(`11. ${king}b1 (=)`);
        await expect(form('bare').nth(10)).toHaveText('6. ed6');
        await expect(form('bare').last()).toHaveText(`11. ${king}b1 (=)`);
        await expect(form('long').nth(10)).toHaveText(`6. e5xd6 ${ep}`);
        await expect(form('long').last()).toHaveText(`11. ${king}c1b1 (=)`);
        const castle = lang === 'es' ? '10. 0-0-0' : '10. O-O-O';
        await expect(form('short').nth(18)).toHaveText(castle);
        // White's and Black's moves of a number together: every line starts with a number.
        const knight = lang === 'es' ? 'C' : 'N';
        await expect(page.locator('[data-game-form="short"] .move-pair').nth(5))
          .toHaveText(`6. exd6 ${ep} ${knight}xd6`);
        await expect(page.locator('[data-game-form="short"] .move-pair').nth(9))
          .toHaveText(`10. ${castle.slice(4)} ${lang === 'es' ? 'T' : 'R'}e8`);
        // On a phone every move is on one line: one box each, none broken at a hyphen.
        const broken = await page.locator('.move-unit').evaluateAll((units) => units
          .filter((u) => u.getClientRects().length !== 1)
          .map((u) => u.textContent));
        expect(broken).toEqual([]);
        // And a number's two moves on the same line.
        const split = await page.locator('.move-pair').evaluateAll((pairs) => pairs
          .filter((p) => new Set([...p.querySelectorAll('.move-unit')]
            .map((u) => Math.round(u.getBoundingClientRect().top))).size !== 1)
          .map((p) => p.textContent));
        expect(split).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`a-game-${lang}-phone.png`), fullPage: true });

        // Under the three forms, the game is stepped through on a board.
        const board = page.locator('[data-game-board]');
        const caption = page.locator('[data-game-ply-text]');
        await expect(board).toHaveAttribute('data-ply', '0');
        await expect(page.locator('[data-game-back]')).toBeDisabled();
        await expect(caption).toHaveText(lang === 'es' ? 'La posición inicial' : 'The starting position');
        for (let i = 0; i < 6; i++) await page.locator('[data-game-next]').click();
        await expect(board).toHaveAttribute('data-ply', '6');
        await expect(caption).toHaveText(lang === 'es' ? 'Después de 3...exd4' : 'After 3...exd4');
        await expect(board.locator('[data-square="d4"] [data-piece="bP"]')).toHaveCount(1);
        // The move shown is marked in each form of the text.
        await expect(page.locator('[data-game-form="short"] .move-unit[data-current]')).toHaveText('exd4');
        await expect(page.locator('[data-game-form="long"] .move-unit[data-current]')).toHaveText('e5xd4');
        await expect(board.locator('[data-square="e5"] [data-piece]')).toHaveCount(0);
        await page.locator('[data-game-back]').click();
        await expect(caption).toHaveText(`${lang === 'es' ? 'Después de' : 'After'} 3. d4`);
        await expect(board.locator('[data-square="e5"] [data-piece="bP"]')).toHaveCount(1);

        // The next step writes that move alone, with its number, as its text says.
        await lesson.press(lesson.next);
        await expect(page.locator('[data-written]')).toHaveText('3...exd4');
        await expect(page.locator('.step-text')).toContainText('3...exd4');
        // The Caro-Kann trap, played to its mate.
        await lesson.press(lesson.next);
        const next = page.locator('[data-game-next]');
        while (await next.isEnabled()) await next.click();
        await expect(board).toHaveAttribute('data-ply', '11');
        await expect(caption).toHaveText(`${lang === 'es' ? 'Después de 6. Cd6#' : 'After 6. Nd6#'}`);
        await expect(board.locator(`[data-square="d6"] [data-piece="wN"]`)).toHaveCount(1);
        await page.screenshot({ path: testInfo.outputPath(`a-game-board-${lang}-phone.png`), fullPage: true });
      });

      test('practising again asks the same questions in another order', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('moves');
        await lesson.toPractice();
        const asked = async () => {
          const data = await lesson.root.evaluate((r) => JSON.stringify(
            [r.dataset.questionFen, r.dataset.questionMove, r.dataset.questionWritten, r.dataset.questionSquare]));
          return `${await page.locator('[data-exercise]').getAttribute('data-exercise')} ${data}`;
        };
        const first = [];
        while (!(await lesson.done.count())) {
          first.push(await asked());
          await lesson.answerRight(lang);
        }
        await lesson.press(page.locator('.practice .again'));
        await expect(lesson.done).toHaveCount(0);
        const again = [];
        while (!(await lesson.done.count())) {
          again.push(await asked());
          await lesson.answerRight(lang);
        }
        expect([...again].sort()).toEqual([...first].sort());
        expect(again[0]).not.toEqual(first[0]);
      });

      test('a reload in the middle of a practice goes on where it was, with its score', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('moves');
        await lesson.toPractice();
        // Two right, then one wrong (held on the screen when the page is reloaded).
        await lesson.answerRight(lang);
        await lesson.answerRight(lang);
        await lesson.type('h3');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        const question = () => lesson.root.evaluate((r) => `${r.dataset.questionFen} ${r.dataset.questionMove}`);
        const third = await question();
        await page.reload();
        await expect(lesson.step).toHaveAttribute('data-practice', '');
        // The fourth question, not the first again, and the three answers counted.
        await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'play');
        expect(await question()).not.toEqual(third);
        let right = 2;
        while (!(await lesson.done.count())) {
          await lesson.answerRight(lang);
          right += 1;
        }
        await expect(lesson.done).toHaveAttribute('data-score', String(right));
        // Over: the next visit to the practice starts a new run.
        await page.reload();
        await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'write');
        expect(await lesson.answered()).toBe(0);
      });

      test('the focus follows the practice: the answer field after Practise and after Next', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('moves');
        // By keyboard: Next, Next, Practise, each with Enter on the focused button.
        await lesson.next.focus();
        for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
        await expect(lesson.step).toHaveAttribute('data-practice', '');
        await expect(lesson.input).toBeFocused();
        // A wrong written answer sent with the send key (which hides): Next has the focus,
        // and after it the new exercise's field.
        await lesson.input.fill('h3');
        await page.locator('.practice .typed button[type=submit]').focus();
        await page.keyboard.press('Enter');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        await expect(page.locator('[data-next]')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(lesson.input).toBeFocused();
        // A right answer replaces the exercise: the new field has the focus.
        await lesson.answerRight(lang);
        await expect(lesson.input).toBeFocused();
        await lesson.answerRight(lang);
        // A play exercise, missed: Next has the focus; after it, the board that takes the move
        // (its one Tab stop; the question is read out from the prompt's live region).
        await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'play');
        await lesson.square('b1');
        await lesson.square('c3');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        await expect(page.locator('[data-next]')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.locator('.practice .board [data-square][tabindex="0"]')).toBeFocused();
        expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        // Back to the first step: Back is disabled there, so Next takes the focus.
        await lesson.open('moves');
        await lesson.next.click();
        await lesson.back.focus();
        await page.keyboard.press('Enter');
        await expect(lesson.step).toHaveAttribute('data-index', '0');
        await expect(lesson.next).toBeFocused();
      });

      test('en passant: the pawn that has just moved is marked, a board turned for Black says so, practice is not the example', async ({ page }, testInfo) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('en-passant');
        // Step 1: Black's d7-d5 just played, marked as the last move; White to move, from White's side.
        const shown = page.locator('.lesson-show');
        await expect(shown.locator('.square.last')).toHaveCount(2);
        await expect(shown.locator('[data-square="d7"]')).toHaveClass(/\blast\b/);
        await expect(shown.locator('[data-square="d5"]')).toHaveClass(/\blast\b/);
        await expect(shown.locator('[data-turn]')).toHaveAttribute('data-turn', 'white');
        // Step 2: Black captures; the board is turned, and the page says so.
        await lesson.next.click();
        await expect(shown.locator('[data-turn]')).toHaveAttribute('data-turn', 'black');
        await expect(shown.locator('[data-turn]')).toContainText(lang === 'es' ? 'negras' : 'Black');
        await expect(page.locator('.step-text')).toContainText(lang === 'es' ? 'Las negras' : 'Black');
        await expect(shown.locator('[data-square="e2"].last, [data-square="e4"].last')).toHaveCount(2);
        await page.screenshot({ path: testInfo.outputPath(`en-passant-black-${lang}.png`), fullPage: true });
        // Practice: the first exercise is not the first example; its arrow is said in words.
        await lesson.toPractice();
        await expect(lesson.root).toHaveAttribute('data-question-move', 'b5c6');
        await expect(page.locator('[data-arrow-words]')).toContainText('b5');
        await expect(page.locator('[data-arrow-words]')).toContainText('c6');
        await expect(page.locator('.exercise [data-square="c7"]')).toHaveClass(/\blast\b/);
        // A right answer goes on: its verdict is read above the new question, not between the
        // question and its board.
        await lesson.answerRight(lang);
        await lesson.answerRight(lang);
        await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'play');
        const top = async (sel) => (await page.locator(sel).boundingBox()).y;
        expect(await top('.practice .verdict')).toBeLessThan(await top('.practice [data-prompt]'));
        await expect(page.locator('[data-how-to-play]')).toBeVisible();
        // A wrong answer is held under its question.
        await lesson.square('e5');
        await lesson.square('e6');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        expect(await top('.practice .verdict')).toBeGreaterThan(await top('.practice [data-prompt]'));
        await page.screenshot({ path: testInfo.outputPath(`en-passant-held-${lang}.png`), fullPage: true });
      });

      test('a move in a sentence is never broken at its hyphen', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('castling');
        await lesson.next.click();
        // The step's text: 0-0-0 held together by word joiners.
        await expect(page.locator('.step-text')).toContainText('0-\u20600-\u20600');
        await lesson.toPractice();
        await lesson.answerRight(lang);
        // 0-0-0 written as the king's move: the verdict's 0-0-0 is one unbreakable word.
        await expect(lesson.root).toHaveAttribute('data-question-move', 'e1c1');
        await lesson.type(lang === 'es' ? 'Rc1' : 'Kc1');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        const castle = lang === 'es' ? '0-\u20600-\u20600' : 'O-\u2060O-\u2060O';
        await expect(lesson.verdict).toContainText(castle);
      });

      test('the score is rounded and written as the language writes it', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('two-pieces');
        await lesson.toPractice();
        // 80 % as the language writes it (Intl): "80 %" with a no-break space, "80%".
        const eighty = lang === 'es' ? '80\u00a0%' : '80%';
        await expect(page.locator('[data-practice] > .step-text')).toContainText(eighty);
        // Nine exercises, two missed: 7 of 9 is 77.8 %, shown 78, not cut to 77.
        for (let i = 0; i < 2; i++) {
          await lesson.type('Tc4');
          await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
          await lesson.press(page.locator('[data-next]'));
        }
        while (!(await lesson.done.count())) await lesson.answerRight(lang);
        await expect(lesson.done).toHaveAttribute('data-mastered', 'false');
        await expect(lesson.done).toHaveAttribute('data-score', '7');
        await expect(lesson.done).toContainText(lang === 'es' ? '78\u00a0%' : '78%');
        await expect(lesson.done).not.toContainText('77');
      });

      test('a wrong square in a FEN exercise says which rank or which file', async ({ page }) => {
        const lesson = new Lesson(page, 'desktop');
        await lesson.open('fen');
        await lesson.toPractice();
        // 4k3/8/8/8/8/8/8/4K3: the white king is on e1. e2 is on another rank.
        await expect(lesson.root).toHaveAttribute('data-question-square', 'e1');
        await lesson.square('e2');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        await expect(lesson.verdict).toContainText('4K3');
        await expect(lesson.verdict).toContainText(lang === 'es' ? 'fila 1' : 'rank 1');
        await lesson.press(page.locator('[data-next]'));
        // 8/8/3k4/8/8/5N2/8/K7: the knight on f3; e3 is the right rank, another file.
        await expect(lesson.root).toHaveAttribute('data-question-square', 'f3');
        await lesson.square('e3');
        await expect(lesson.verdict).toHaveAttribute('data-verdict', 'wrong');
        await expect(lesson.verdict).toContainText('5N2');
        await expect(lesson.verdict).toContainText(lang === 'es' ? 'hay 5 casillas' : '5 squares come before');
        await expect(lesson.verdict).toContainText(lang === 'es' ? 'columna f' : 'the f file');
      });
    });
  }
});

test('in a drill, a castling reason links to the castling lesson and an a.p. accepted to en passant', async ({ page }) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  await page.goto('/drill/game?v=1&side=white');
  await page.locator('[data-drill]').waitFor();
  const input = page.locator('input[name=answer]');
  const verdict = page.locator('.drill-panel .verdict');
  const whites = ['e4', 'Cf3', 'd4', 'e5', 'Dxd4', 'exd6 a.p.', 'Ag5', 'De3+', 'Cbd2'];
  for (let i = 0; i < whites.length; i++) {
    await input.fill(whites[i]);
    await input.press('Enter');
    await expect(verdict).toHaveAttribute('data-count', String(i + 1));
    await expect(verdict).toHaveAttribute('data-verdict', 'correct');
    if (i === 5) {
      await expect(verdict).toContainText('a.p.');
      await expect(verdict.locator('a[data-lesson-ref]')).toHaveAttribute('href', '/learn/en-passant');
    }
  }
  // 10.0-0-0 written as the king's move.
  await input.fill('Rc1');
  await input.press('Enter');
  await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(verdict.locator('a[data-lesson-ref]')).toHaveText('(C.13)');
  await expect(verdict.locator('a[data-lesson-ref]')).toHaveAttribute('href', '/learn/castling');
});
