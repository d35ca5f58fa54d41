// The move drills in Chromium: written moves graded with reasons, moves played on the board,
// a whole game. The links' prompts are pinned by crates/escaque-core/tests/move_drills.rs.
const { test, expect } = require('./fixtures');
const { DrillPage, SettingsPage, presetSettings } = require('./pages');

/** The Next controls a student sees: one, while a wrong answer is held. */
const visibleNexts = (page) => page.locator('button:visible', { hasText: /^\s*(Siguiente|Next)\s*$/ }).count();

for (const ui of ['es', 'en']) {
  test.describe(`UI in ${ui}, notation in Spanish`, () => {
    test.beforeEach(async ({ page }) => presetSettings(page, { ui, notation: 'es' }));

    test('name-move: short, long, English letters, no capture mark', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('name-move', 'v=1&n=4&seed=43&focus=captures');
      await expect(drill.root).toHaveAttribute('data-question-move', 'e4c3');
      await expect(drill.root).toHaveAttribute('data-question-fen', /^rnbqk2r\/p1pp1ppp\/1p2p3\/8\/1bPPn3\/2N1PP2\/PP2N1PP\/R1BQKB1R b KQkq/);
      await expect(drill.square('c3')).toHaveClass(/last/); // the move is shown on the board
      await expect(drill.answerInput).toBeFocused();
      // English letters: wrong, and the verdict says whose letters they are.
      await drill.typeAnswer('Nxc3');
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText('Cxc3');
      await expect(drill.verdict).toContainText(ui === 'es' ? '(inglés)' : '(English)'); // named in the UI language
      await expect(drill.answerInput).toBeFocused();
      // While held, the field shows what was answered and takes no typing (nothing typed
      // then is lost unseen): a hint says to go on.
      await expect(drill.answerInput).toHaveValue('Nxc3');
      await expect(drill.answerInput).not.toBeEditable();
      await drill.answerInput.press('x');
      await expect(drill.answerInput).toHaveValue('Nxc3');
      await expect(page.locator('[data-held-hint]')).toBeVisible();
      // One Next on the screen: the verdict's; the send key hides (Enter still goes on).
      await expect(drill.next).toBeVisible();
      await expect(drill.sendKey).toBeHidden();
      expect(await visibleNexts(page)).toBe(1);
      // The question is held until Next: Enter in the field goes on.
      await expect(drill.root).toHaveAttribute('data-question-move', 'e4c3');
      await expect(drill.root).toHaveAttribute('data-shown-move', 'e4c3');
      await drill.answerInput.press('Enter');
      await expect(drill.next).toHaveCount(0);
      await expect(drill.answerInput).toHaveValue('');
      await expect(drill.answerInput).toBeEditable();
      await expect(page.locator('[data-held-hint]')).toBeHidden();
      // The verdict spoke of the position that left: none under the new question.
      await expect(drill.verdict).toHaveCount(0);
      await expect(page.locator('.drill p.verdict')).toHaveText('');
      // The long form (C.8): accepted.
      await expect(drill.root).toHaveAttribute('data-question-move', 'e5d4');
      await drill.typeAnswer('e5xd4');
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      await expect(drill.verdict).toContainText(ui === 'es' ? 'forma larga' : 'long form');
      // A right answer moves on at once: beside the next question its verdict names its own.
      await expect(drill.root).not.toHaveAttribute('data-question-move', 'e5d4');
      await expect(drill.verdict).toHaveText(ui === 'es' ? /^Pregunta 2: / : /^Question 2: /);
      await expect(drill.sendKey).toBeVisible();
      // No capture mark: accepted under FIDE's rules, with a note.
      await drill.typeAnswer('cd5');
      await drill.waitGraded(3);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      await expect(drill.verdict).toContainText('C.9');
      // The short form, typed with the on-screen keys.
      for (const key of ['e', 'x', 'd', '5']) await drill.key(key).click();
      await expect(drill.answerInput).toHaveValue('exd5');
      await drill.answerInput.press('Enter');
      await drill.waitGraded(4);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      await expect(drill.summary).toBeVisible();
      // The last answer's board stays with it, and beside the summary's list its verdict
      // names its question.
      await expect(drill.verdict).toHaveText(ui === 'es' ? /^Pregunta 4: / : /^Question 4: /);
      await expect(drill.score).toHaveText('3/4');
      await page.screenshot({ path: testInfo.outputPath(`name-move-${ui}.png`), fullPage: true });
    });

    test('name-move: strict grading refuses a missing capture mark; an ambiguous answer lists the candidates', async ({ page }) => {
      const drill = new DrillPage(page);
      await drill.open('name-move', 'v=1&n=4&seed=43&focus=captures&profile=strict');
      await drill.typeAnswer('Ce4xc3'); // Cg1f3-style long form: wrong under strict
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await drill.goOn();
      await drill.typeAnswer('ed4');
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText('exd4');
      await drill.open('name-move', 'v=1&n=2&seed=1&focus=disambiguation-file');
      await drill.typeAnswer('Cd7');
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText('Cbd7');
      await expect(drill.verdict).toContainText('Cfd7');
    });

    test('play-move: a capture, castling, an under-promotion', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      await drill.open('play-move', 'v=1&n=3&seed=4&focus=captures');
      await expect(drill.prompt).toHaveText('exd5');
      await expect(drill.root).toHaveAttribute('data-question-fen', /^rnbqkbnr\/pp2pppp\/2p5\/3p4\/3PP3/);
      await expect(drill.root).not.toHaveAttribute('data-question-move', /./);
      await drill.playMove('e4d5');
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      // A wrong move is counted, and the question is held with the right move played on it
      // until Next.
      await expect(drill.prompt).toHaveText('Axf3');
      const asked = await drill.question();
      await drill.playMove('g4h3');
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText('Axf3');
      await expect(drill.prompt).toHaveText('Axf3');
      expect(await drill.question()).toEqual(asked);
      await expect(drill.root).toHaveAttribute('data-shown-move', 'g4f3');
      await expect(drill.square('f3')).toHaveClass(/last/);
      await expect(drill.board).toHaveAttribute('aria-busy', 'true');
      await drill.goOn();
      await expect(drill.prompt).toHaveText('dxe6');
      await expect(drill.root).not.toHaveAttribute('data-shown-move', /./);
      await drill.playMove('d5e6'); // en passant
      await drill.waitGraded(3);
      await expect(drill.score).toHaveText('2/3');

      await drill.open('play-move', 'v=1&n=2&seed=4&focus=castling');
      await expect(drill.prompt).toHaveText('0-0');
      await expect(drill.board).toHaveAttribute('data-orientation', 'black'); // the side to move
      await drill.playMove('e8g8');
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');

      await drill.open('play-move', 'v=1&n=2&seed=4&focus=under-promotion');
      await expect(drill.prompt).toHaveText('h1C+');
      await drill.playMove('h2h1n');
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      await expect(drill.prompt).toHaveText('e8C+');
      await page.screenshot({ path: testInfo.outputPath(`play-move-${ui}.png`), fullPage: true });
      await drill.playMove('e7e8q'); // a queen is not a knight
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.score).toHaveText('1/2');
    });
  });
}

// FIDE's sample game (Appendix C, seed 000), move by move.
const FIDE_SAMPLE = ['e2e4', 'e7e5', 'g1f3', 'g8f6', 'd2d4', 'e5d4', 'e4e5', 'f6e4', 'd1d4', 'd7d5', 'e5d6',
  'e4d6', 'c1g5', 'b8c6', 'd4e3', 'f8e7', 'b1d2', 'e8g8', 'e1c1', 'f8e8', 'c1b1'];
const FIDE_SAMPLE_WRITTEN = ['e4', 'e5', 'Cf3', 'Cf6', 'd4', 'exd4', 'e5', 'Ce4', 'Dxd4', 'd5', 'exd6 a.p.',
  'Cxd6', 'Ag5', 'Cc6', 'De3+', 'Ae7', 'Cbd2', '0-0', '0-0-0', 'Te8', 'Rb1'];

test('the seeds\' FIDE sample game, played to the end from its written moves', async ({ page }, testInfo) => {
  const drill = new DrillPage(page);
  await drill.open('game', 'v=1&input=play');
  await expect(page.locator('.game-sheet h2')).toContainText('FIDE');
  for (let i = 0; i < FIDE_SAMPLE.length; i++) {
    await drill.playMove(FIDE_SAMPLE[i]);
    await drill.waitGraded(i + 1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
  }
  await expect(drill.summary).toBeVisible();
  await expect(drill.score).toHaveText('21/21');
  await expect(page.locator('.game-sheet .move')).toHaveCount(21);
  // The last verdict, beside the summary's list, names its move: White's 11th.
  await expect(drill.verdict).toContainText('11');
  await page.screenshot({ path: testInfo.outputPath('fide-sample-played.png'), fullPage: true });
});

test('the FIDE sample game written move by move, with a mistake that is counted', async ({ page }) => {
  const drill = new DrillPage(page);
  await drill.open('game', 'v=1&side=white');
  const whites = FIDE_SAMPLE_WRITTEN.filter((_, i) => i % 2 === 0);
  for (let i = 0; i < whites.length; i++) {
    await drill.typeAnswer(i === 2 ? 'Cd4' : whites[i]);
    await drill.waitGraded(i + 1);
    if (i === 2) await drill.goOn();
  }
  await expect(drill.summary).toBeVisible();
  await expect(drill.score).toHaveText('10/11');
});

test('the move drills\' library is fetched only when a move drill opens', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.locator('.drill-cards').first().waitFor();
  expect(fetched).not.toContain('/games.bin');
  await page.locator('[data-drill-card="name-move"] a').first().click();
  await expect(page.locator('[data-drill]')).toHaveAttribute('data-mode', 'name-move');
  expect(fetched).toContain('/games.bin');
});

/** A square of a FEN's `placement` with a piece of the side not to move (`turn` w or b). */
function otherSidesSquare(placement, turn) {
  const rows = placement.split('/');
  for (let r = 0; r < 8; r++) {
    let file = 0;
    for (const c of rows[r]) {
      if (/\d/.test(c)) { file += Number(c); continue; }
      const white = c === c.toUpperCase();
      if (white !== (turn === 'w')) return 'abcdefgh'[file] + String(8 - r);
      file += 1;
    }
  }
  throw new Error(`no piece of the other side in ${placement}`);
}

// "Did you mean" (issue 18): a typo that reads as no move gets the legal moves closest to it.
test('name-move: a typo gets "¿Quisiste decir …?" with the right move', async ({ page }, testInfo) => {
  await presetSettings(page, { ui: 'es', notation: 'es' });
  const drill = new DrillPage(page);
  await drill.open('name-move', 'v=1&n=2&seed=43&focus=captures');
  await expect(drill.root).toHaveAttribute('data-question-move', 'e4c3');
  await drill.typeAnswer('CCxc3'); // the piece letter doubled (the seed's own typo, CCe4)
  await drill.waitGraded(1);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(drill.verdict).toContainText('la letra C está escrita dos veces');
  await expect(drill.verdict).toContainText('¿Quisiste decir Cxc3?');
  await page.screenshot({ path: testInfo.outputPath('did-you-mean-es.png') });
  await drill.goOn();
  // A reason that names the move already (a pawn capture without its file) suggests nothing.
  await expect(drill.root).toHaveAttribute('data-question-move', 'e5d4');
  await drill.typeAnswer('xd4');
  await drill.waitGraded(2);
  await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
  await expect(drill.verdict).toContainText('C.9.3');
  await expect(drill.verdict).not.toContainText('Quisiste decir');
});

// A wrong answer holds its question until Next (issue 14), on a phone with touch and on a desktop.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test.describe(`on a ${device}`, () => {
    test.use(options);
    const press = (locator) => (device === 'phone' ? locator.tap() : locator.click());

    test('a wrong answer holds the question until Next in name-move, play-move and game', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      // Name-move: Cd6 is a legal move of the position, not the one played (Cxc3).
      await drill.open('name-move', 'v=1&n=3&seed=43&focus=captures');
      await expect(drill.root).toHaveAttribute('data-question-move', 'e4c3');
      const asked = await drill.question();
      for (const key of ['C', 'd', '6']) await press(drill.key(key));
      await press(drill.sendKey);
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText('Cxc3');
      expect(await drill.question()).toEqual(asked);
      await expect(drill.root).toHaveAttribute('data-shown-move', 'e4c3');
      await expect(drill.square('c3')).toHaveClass(/last/);
      await expect(drill.board.locator('.arrows line.wrong')).toHaveCount(1);
      await expect(drill.next).toBeVisible();
      expect(await visibleNexts(page)).toBe(1);
      expect(await drill.inViewport(drill.page.locator('.verdict-box'))).toBe(true);
      expect(await drill.inViewport(drill.next)).toBe(true);
      // The field keeps what was answered; the keys type nothing while it is held.
      await expect(drill.answerInput).toHaveValue('Cd6');
      await expect(drill.key('e')).toBeDisabled();
      await expect(page.locator('[data-held-hint]')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`held-name-move-${device}.png`) });
      // An answer now is not taken; Next (a phone) or Enter in the field (a desktop) goes on.
      if (device === 'phone') await press(drill.next);
      else await drill.answerInput.press('Enter');
      await expect(drill.next).toHaveCount(0);
      await expect(drill.root).toHaveAttribute('data-question-move', 'e5d4');
      await expect(drill.root).not.toHaveAttribute('data-shown-move', /./);
      expect(await drill.graded()).toBe(1);

      // Play-move: Axf3 asked, the bishop played to h3.
      await drill.open('play-move', 'v=1&n=3&seed=4&focus=captures');
      // Whose move it is, with the prompt; a piece of the other side pressed says so.
      const [placement, turn] = (await drill.root.getAttribute('data-question-fen')).split(' ');
      const other = otherSidesSquare(placement, turn);
      await expect(page.locator('[data-to-move]')).toHaveAttribute('data-to-move', turn === 'w' ? 'white' : 'black');
      await expect(page.locator('[data-to-move]')).toHaveText(turn === 'w' ? 'Juegan las blancas' : 'Juegan las negras');
      await press(drill.square(other));
      await expect(page.locator('[data-wrong-side]')).toHaveText(turn === 'w'
        ? 'Juegan las blancas: mueve una pieza blanca' : 'Juegan las negras: mueve una pieza negra');
      expect(await drill.graded()).toBe(0);
      await drill.playMove('e4d5');
      await drill.waitGraded(1);
      await expect(drill.prompt).toHaveText('Axf3');
      // Beside the new question, the right answer's verdict names the question it is about.
      await expect(drill.verdict).toHaveText(/^Pregunta 1: /);
      const second = await drill.question();
      await press(drill.square('g4'));
      await press(drill.square('h3'));
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      expect(await drill.question()).toEqual(second);
      await expect(drill.root).toHaveAttribute('data-shown-move', 'g4f3');
      await expect(drill.prompt).toHaveText('Axf3');
      expect(await drill.inViewport(drill.page.locator('.verdict-box'))).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`held-play-move-${device}.png`) });
      if (device === 'phone') await drill.goOn();
      else await page.keyboard.press('Enter');
      await expect(drill.prompt).toHaveText('dxe6');

      // A written game: 1.d4 for 1.e4.
      await drill.open('game', 'v=1&side=white');
      const first = await drill.question();
      for (const key of ['d', '4']) await press(drill.key(key));
      await press(drill.sendKey);
      await drill.waitGraded(1);
      expect(await drill.question()).toEqual(first);
      await expect(drill.root).toHaveAttribute('data-shown-move', 'e2e4');
      expect(await visibleNexts(page)).toBe(1);
      await drill.goOn();
      await expect(drill.root).toHaveAttribute('data-question-move', 'g1f3');
      // A right answer: beside White's third move, its verdict names White's second.
      for (const key of ['C', 'f', '3']) await press(drill.key(key));
      await press(drill.sendKey);
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      await expect(drill.verdict).toHaveText(/^Jugada 2 de las blancas: /);
      await page.screenshot({ path: testInfo.outputPath(`right-game-${device}.png`) });
    });

    test('the move drills name their notation; at the end the summary comes into view', async ({ page }, testInfo) => {
      const drill = new DrillPage(page);
      const note = page.locator('.drill [data-notation]');
      await drill.open('name-move', 'v=1&n=2&seed=43&focus=captures&lang=en');
      await expect(note).toHaveAttribute('data-notation', 'en');
      await expect(note).toHaveText('Notación en inglés: K Q R B N');
      expect(await drill.inViewport(note)).toBe(true);
      // It pushes nothing out of sight: the board, the keys and the send key are on screen.
      expect(await drill.inViewport(drill.board)).toBe(true);
      expect(await drill.inViewport(drill.sendKey)).toBe(true);
      await drill.open('play-move', 'v=1&n=3&seed=4&focus=captures');
      await expect(note).toHaveText('Notación en español: R D T A C');
      await drill.open('find', 'v=1&n=3');
      await expect(drill.prompt).not.toHaveText('');
      await expect(note).toHaveCount(0);
      // Two answers, the second wrong: the summary is in view, its title focused.
      await drill.open('name-move', 'v=1&n=2&seed=43&focus=captures');
      for (const answer of ['Cxc3', 'a1']) {
        for (const key of answer) await press(drill.key(key));
        await press(drill.sendKey);
        await drill.waitGraded(answer === 'a1' ? 2 : 1);
      }
      await press(drill.next);
      await expect(drill.summary).toBeVisible();
      const title = drill.summary.locator('h2');
      await expect(title).toBeFocused();
      await expect.poll(() => drill.inViewport(title)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`summary-${device}.png`) });
    });
  });
}

test('notation English in Settings reaches a drill opened without lang; lang=es in a link keeps Spanish', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.setNotation('en');
  const drill = new DrillPage(page);
  const letters = () => page.locator('.answer-keys.pieces [data-answer]').evaluateAll((keys) => keys.map((k) => k.dataset.answer).join(' '));
  // The home page's link: no lang.
  await page.goto('/');
  await page.locator('[data-drill-card="name-move"] a').first().click();
  await expect(drill.root).toHaveAttribute('data-mode', 'name-move');
  await expect.poll(letters).toBe('K Q R B N x + #');
  await drill.typeAnswer('zz9');
  await drill.waitGraded(1);
  const question = await drill.question();
  expect(question.move).toBeTruthy();
  await expect(drill.verdictLine).not.toContainText(/\b[DTAC][a-h]?[1-8]?x?[a-h][1-8]/); // no Spanish letters
  // The teacher's key wins.
  await drill.open('name-move', 'v=1&n=3&lang=es');
  await expect.poll(letters).toBe('R D T A C x + #');
});
