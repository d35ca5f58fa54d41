const { test, expect } = require('./fixtures');
const { BoardPage, SettingsPage } = require('./pages');


const FILES = 'abcdefgh';
const expectedOrder = (white) => {
  const names = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      names.push(white ? `${FILES[col]}${8 - row}` : `${FILES[7 - col]}${row + 1}`);
    }
  }
  return names;
};

test('the page loads with 64 named squares in both orientations', async ({ page }, testInfo) => {
  const board = new BoardPage(page);
  await board.goto();
  await expect(board.squares()).toHaveCount(64);
  expect(await board.squareNames()).toEqual(expectedOrder(true));
  expect(await board.label('e4')).toBe('e4');
  expect(await board.label('g1')).toBe('g1, caballo blanco');
  expect(await board.label('d8')).toBe('d8, dama negra');
  expect(await board.loadedPieces()).toBe(32);
  await expect(board.square('g1').locator('[data-piece]')).toHaveAttribute('data-piece', 'wN');
  await expect(board.square('d8').locator('[data-piece]')).toHaveAttribute('data-piece', 'bQ');
  await page.screenshot({ path: testInfo.outputPath('board-white.png') });
  await board.flip();
  expect(await board.squareNames()).toEqual(expectedOrder(false));
  await page.screenshot({ path: testInfo.outputPath('board-black.png') });
});

test('click to move plays a legal move and writes it in the notation language', async ({ page }) => {
  const board = new BoardPage(page);
  await board.goto();
  await board.click('g1');
  await expect(board.square('g1')).toHaveAttribute('aria-pressed', 'true');
  await expect(board.square('f3')).toHaveClass(/dest/);
  await board.click('f3');
  expect(await board.hasPiece('f3')).toBe(true);
  expect(await board.hasPiece('g1')).toBe(false);
  await expect(board.status).toContainText('Última jugada: Cf3');
  await expect(board.status).toContainText('Juegan las negras');
});

test('an illegal move is refused, said and flashed, and nothing moves', async ({ page }) => {
  const board = new BoardPage(page);
  await board.goto();
  // The flash lasts 600 ms, shorter than a loaded machine may take to assert it; a
  // MutationObserver records that it happened instead.
  await board.board.evaluate((element) => {
    window.flashes = [];
    new MutationObserver(() => window.flashes.push(element.className)).observe(element, {
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  const refused = page.locator('.board [data-refused]');
  await expect(refused).toHaveAttribute('role', 'status');
  await board.click('e2');
  await board.click('e5');
  expect(await board.hasPiece('e2')).toBe(true);
  expect(await board.hasPiece('e5')).toBe(false);
  // It says why: the rule the try breaks.
  await expect(refused).toHaveText('El peón no se mueve así: avanza una casilla (dos desde su casilla inicial)');
  await expect(refused).toHaveAttribute('data-refused', 'e2e5');
  await expect.poll(() => page.evaluate(() => window.flashes.some((c) => /flash-refused/.test(c)))).toBe(true);
  // The status line still says whose move it is; the next move clears the refusal.
  await expect(board.status).toContainText('Juegan las blancas');
  await board.click('e2');
  await expect(refused).toHaveText('');
  await board.click('e4');
  await expect(board.status).toContainText('Última jugada: e4');
  // The keyboard is refused the same way.
  await board.square('d7').focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(refused).toHaveAttribute('data-refused', 'd7d4');
  await expect(refused).toHaveText('El peón no se mueve así: avanza una casilla (dos desde su casilla inicial)');
  // A bishop behind its pawn, a knight off its L, a piece onto its own.
  for (const [from, to, text] of [
    ['f8', 'c5', 'La pieza de e7 corta el paso: solo el caballo salta por encima de las piezas'],
    ['g8', 'g6', 'El caballo no se mueve así: salta en forma de L'],
    ['e7', 'd6', 'El peón solo va en diagonal para capturar, y en d6 no hay nada que capturar'],
  ]) {
    await board.click(from);
    await board.click(to);
    await expect(refused).toHaveAttribute('data-refused', from + to);
    await expect(refused).toHaveText(text);
  }
});

test('drag and drop moves a piece', async ({ page }) => {
  const board = new BoardPage(page);
  await board.goto();
  await board.square('d2').dragTo(board.square('d4'));
  expect(await board.hasPiece('d4')).toBe(true);
  expect(await board.hasPiece('d2')).toBe(false);
});

test('keyboard: arrows move the focus ring, Enter selects and moves', async ({ page }) => {
  const board = new BoardPage(page);
  await board.goto();
  await board.square('e2').focus();
  await page.keyboard.press('Enter');
  await expect(board.square('e2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(board.square('e4')).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await board.hasPiece('e4')).toBe(true);
  await expect(board.status).toContainText('Última jugada: e4');
});

test('language switch changes the labels; the notation follows it until chosen apart', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.heading()).toHaveText('Ajustes');
  await settings.setUiLanguage('en');
  await expect(settings.heading()).toHaveText('Settings');
  // The notation, never chosen, followed the UI language; chosen apart, it stays.
  await expect(page.locator('#notation')).toHaveValue('en');
  await expect(page.locator('[data-note="notation-followed"]')).toContainText('notation changed');
  await settings.setNotation('es');
  await expect(page.locator('[data-note="notation-followed"]')).toHaveText('');
  await settings.setUiLanguage('fr');
  await expect(settings.heading()).toHaveText('Réglages');
  await expect(page.locator('#notation')).toHaveValue('es');
  await settings.setUiLanguage('en');
  await expect(settings.heading()).toHaveText('Settings');
  await page.locator('header a[href="/"]').click();
  const board = new BoardPage(page);
  expect(await board.label('g1')).toBe('g1, white knight');
  await board.click('g1');
  await board.click('f3');
  await expect(board.status).toContainText('Last move: Cf3');
});

test('settings survive a reload', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.setUiLanguage('en');
  await settings.chooseTheme('dark');
  await page.reload();
  await expect(settings.heading()).toHaveText('Settings');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a corrupt stored value is reported once and replaced by defaults', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('escaque.settings', '{not json'));
  await page.reload();
  await expect(page.locator('.notice')).toBeVisible();
  await new BoardPage(page).show();
  await expect(page.locator('[data-square="e4"]')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('.notice')).toHaveCount(0);
});

test('promotion asks for the piece', async ({ page }) => {
  const board = new BoardPage(page);
  await board.goto();
  // 1.b4 a5 2.bxa5 b6 3.axb6 Ta7?? is not needed: walk a pawn to promotion with legal moves.
  for (const [from, to] of [['b2', 'b4'], ['a7', 'a5'], ['b4', 'a5'], ['b7', 'b6'], ['a5', 'b6'], ['c8', 'b7'], ['b6', 'c7'], ['d8', 'c8']]) {
    await board.click(from);
    await board.click(to);
  }
  await board.click('c7');
  await board.click('b8');
  await expect(page.locator('.promotion')).toBeVisible();
  await page.locator('.promotion [data-role="knight"]').click();
  await expect(page.locator('.promotion')).toHaveCount(0);
  expect(await board.label('b8')).toBe('b8, caballo blanco');
});

test('fits a 360 px phone without scrolling the board', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-ES' });
  const page = await context.newPage();
  const board = new BoardPage(page);
  await board.goto();
  const box = await board.board.boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await board.board.scrollIntoViewIfNeeded();
  const before = await board.square('e4').boundingBox();
  await board.click('e2');
  await board.click('e4');
  expect(await board.square('e4').boundingBox()).toEqual(before);
  await context.close();
});
