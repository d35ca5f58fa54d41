// Page objects: the only place that knows the app's selectors.
const base = require('@playwright/test');

class BoardPage {
  constructor(page) {
    this.page = page;
    this.board = page.locator('.board');
    this.status = page.locator('.status');
  }

  async goto() {
    await this.page.goto('/');
    await this.show();
  }

  /** Scrolls to the home page's board, which is built when its place comes near the screen. */
  async show() {
    // The place is replaced by the board once near the screen: scroll to whichever is there.
    await base.expect(async () => {
      await this.page.locator('.home-play').first().scrollIntoViewIfNeeded({ timeout: 1000 });
      await base.expect(this.board.locator('[data-square]').first()).toBeAttached({ timeout: 1000 });
    }).toPass();
  }

  /** Waits until every piece is drawn (its inline picture has a size); returns how many. */
  async loadedPieces() {
    await this.page.waitForFunction(() => [...document.querySelectorAll('[data-piece]')]
      .every((piece) => piece.querySelector('svg path')?.getBoundingClientRect().width > 0));
    return this.board.locator('[data-piece]').count();
  }

  square(name) {
    return this.page.locator(`[data-square="${name}"]`);
  }

  squares() {
    return this.board.locator('[data-square]');
  }

  /** Square names in screen order, top-left first. */
  async squareNames() {
    return this.squares().evaluateAll((els) => els.map((e) => e.dataset.square));
  }

  async label(name) {
    return this.square(name).getAttribute('aria-label');
  }

  async click(name) {
    await this.square(name).click();
  }

  async hasPiece(name) {
    return (await this.square(name).locator('[data-piece]').count()) > 0;
  }

  async flip() {
    await this.page.locator('button.flip').click();
  }
}

/** Stores settings before the app starts (`ui` and `notation` language codes; `theme`: system, light or dark). */
async function presetSettings(page, { ui, notation, theme = 'system' }) {
  await page.addInitScript(([uiLanguage, notationLanguage, themeChoice]) => {
    if (!localStorage.getItem('escaque.settings')) {
      localStorage.setItem('escaque.settings', JSON.stringify({
        version: 2, ui_language: uiLanguage, notation: notationLanguage, orientation: 'white',
        coordinates: 'edges', theme: themeChoice, sounds: false,
      }));
    }
  }, [ui, notation, theme]);
}

class SettingsPage {
  constructor(page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/settings');
    await this.page.locator('#ui-language').waitFor();
  }

  async setUiLanguage(code) {
    await this.page.locator('#ui-language').selectOption(code);
  }

  async setNotation(code) {
    await this.page.locator('#notation').selectOption(code);
  }

  async chooseTheme(value) {
    await this.page.locator(`input[name="theme"][value="${value}"]`).check();
  }

  heading() {
    return this.page.locator('h1');
  }
}

/** What every page has: the service worker's state and the update notice. */
class AppShell {
  constructor(page) {
    this.page = page;
    this.statusRegion = page.locator('.update-region[role="status"]');
    this.updateNotice = page.locator('.update-notice');
    this.reloadButton = this.updateNotice.locator('button.update-reload');
  }

  /** Waits until a service worker controls the page (its precache is complete then). */
  async waitForServiceWorker() {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  }

  /** Asks the browser to look for a new sw.js now, as it does on its own on navigations. */
  async checkForUpdate() {
    await this.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  }

  /** Whether an installed version waits to take over. */
  async updateWaiting() {
    return this.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting !== null);
  }

  /** The Content-Security-Policy of the page's meta tag. */
  async metaPolicy() {
    return this.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  }
}

/** A drill page, as its page contract describes it. */
class DrillPage {
  constructor(page) {
    this.page = page;
    this.root = page.locator('[data-drill]');
    this.prompt = page.locator('[data-prompt]');
    this.score = page.locator('[data-score]');
    this.verdict = page.locator('[data-verdict]');
    this.summary = page.locator('[data-summary]');
    this.board = page.locator('.board');
    this.answerInput = page.locator('input[name=answer]');
    this.alert = page.locator('[role=alert]');
    this.hint = page.locator('.drill-panel .answer-hint');
    // The drill's instructions, under its title.
    this.instructions = page.locator('.drill-head .hint');
    // The verdict line exists before the first answer; `[data-verdict]` only after it.
    this.verdictLine = page.locator('.drill-panel .verdict');
    // Shown while a wrong answer is held: goes on to the next question.
    this.next = page.locator('button[data-next]');
    // The answer field's send key (Enter on a phone's own keys).
    this.sendKey = page.locator('.typed button[type=submit]');
    this.turnedNote = page.locator('[data-turned]');
  }

  /** Opens `/drill/<mode>?<query>` and waits for the first prompt. */
  async open(mode, query) {
    await this.page.goto(`/drill/${mode}?${query}`);
    await this.root.waitFor();
  }

  square(name) {
    return this.page.locator(`.board [data-square="${name}"]`);
  }

  key(value) {
    return this.page.locator(`[data-answer="${value}"]`);
  }

  progress() {
    return this.page.locator('.drill-stats .progress');
  }

  async promptText() {
    return (await this.prompt.textContent()).trim();
  }

  /** The number of answers graded so far (the verdict's count). */
  async graded() {
    return Number(await this.verdictLine.getAttribute('data-count'));
  }

  /** Waits until `n` answers have been graded. */
  async waitGraded(n) {
    await base.expect(this.verdictLine).toHaveAttribute('data-count', String(n));
  }

  async markedSquare() {
    return this.page.locator('.board [data-marked]').getAttribute('data-square');
  }

  async typeAnswer(text) {
    await this.answerInput.fill(text);
    await this.answerInput.press('Enter');
  }

  /** Plays a move on the board by clicking its squares (`e2e4`, `g7g8n` with the promotion piece). */
  async playMove(uci) {
    await base.expect(this.board).not.toHaveAttribute('aria-busy', 'true');
    await this.square(uci.slice(0, 2)).click();
    await this.square(uci.slice(2, 4)).click();
    if (uci.length === 5) {
      const role = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }[uci[4]];
      await this.page.locator(`.promotion [data-role="${role}"]`).click();
    }
  }

  /** The result code at the end of a run (`[data-result-code]`). */
  async resultCode() {
    return (await this.page.locator('.result-box [data-result-code]').textContent()).trim();
  }

  /** The href of the result link at the end of a run. */
  async resultLink() {
    return this.page.locator('.result-box a').getAttribute('href');
  }

  /** The position and (in name-move) the move of the current question. */
  async question() {
    return {
      fen: await this.root.getAttribute('data-question-fen'),
      move: await this.root.getAttribute('data-question-move'),
    };
  }

  /** The right move (UCI) shown while a wrong answer is held, or null. */
  async shownMove() {
    return this.root.getAttribute('data-shown-move');
  }

  /** Goes on after a wrong answer that is held, and waits until it is no more. */
  async goOn() {
    await this.next.click();
    await base.expect(this.next).toHaveCount(0);
  }

  /** The background colours of the board's squares, distinct. */
  async squareBackgrounds() {
    return this.board.locator('[data-square]').evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).backgroundColor))]);
  }

  /** Whether the element is wholly inside the viewport. */
  async inViewport(locator) {
    return locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    });
  }
}

/** The converter page; `move` writes one move of a position in a notation with it. */
class ConvertPage {
  constructor(page) {
    this.page = page;
    this.from = page.locator('select[name=from]');
    this.to = page.locator('select[name=to]');
    this.input = page.locator('textarea[name=game]');
    this.output = page.locator('textarea[name=output]');
  }

  async goto() {
    await this.page.goto('/convert');
    await this.input.waitFor();
  }

  /** The move `san` (English algebraic) of `fen`, as the converter writes it in `notation`. */
  async move(fen, san, notation) {
    if (!this.page.url().endsWith('/convert')) await this.goto();
    await this.from.selectOption('en');
    await this.to.selectOption(notation);
    const [, turn, , , , number] = fen.split(' ');
    await this.input.fill(`[FEN "${fen}"]\n\n${number}.${turn === 'b' ? '..' : ''} ${san}`);
    await base.expect(this.output).not.toHaveValue('');
    const text = await this.output.inputValue();
    const movetext = text.split(/\n\s*\n/).pop();
    const moves = movetext.split(/\s+/)
      .map((token) => token.replace(/^\d+\.+/, ''))
      .filter((token) => token && !/^(\*|1-0|0-1|1\/2-1\/2)$/.test(token));
    return moves[moves.length - 1];
  }
}

/** The progress page. */
class ProgressPage {
  constructor(page) {
    this.page = page;
    this.chart = page.locator('[data-chart]');
    this.points = page.locator('[data-chart] circle[data-point]');
    this.best = page.locator('[data-best]');
    this.heatmap = page.locator('[data-heatmap]');
    this.runs = page.locator('tr[data-run]');
  }

  async goto() {
    await this.page.goto('/progress');
    await this.page.locator('.progress-page').waitFor();
  }

  heatSquare(name) {
    return this.page.locator(`[data-heat-square="${name}"]`);
  }
}

/** The class results page, where a teacher pastes the codes (and, optionally, the drill link). */
class ResultsPage {
  constructor(page) {
    this.page = page;
    this.codes = page.locator('textarea[name=codes]');
    this.rows = page.locator('tr[data-row]');
    this.drillLink = page.locator('input[name=drill]');
    this.drillKnown = page.locator('[data-drill-known]');
    this.problems = page.locator('.problems li');
    this.classMisses = page.locator('table[data-class-misses] tbody tr[data-prompt]');
    this.classBoard = page.locator('[data-class-board]');
    this.exportButton = page.locator('button.export');
  }

  async goto(query = '') {
    await this.page.goto(`/results${query}`);
    await this.codes.waitFor();
  }

  async paste(text) {
    await this.codes.fill(text);
  }

  /** The names of the table's rows, top first. */
  async names() {
    return this.rows.locator('[data-name]').allTextContents();
  }

  /** Clicks "Download CSV" and returns the file's name and bytes. */
  async downloadCsv() {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: require('node:fs').readFileSync(await file.path()) };
  }
}

/** The teacher's builder (`/builder`), as its page contract describes it. */
class BuilderPage {
  constructor(page) {
    this.page = page;
    this.mode = page.locator('select[name=mode]');
    this.title = page.locator('input[name=title]');
    this.content = page.locator('textarea[name=content]');
    this.contentError = page.locator('[data-content-error]');
    this.link = page.locator('input[name=link]');
    this.qr = page.locator('[data-qr] svg');
    this.preview = page.locator('[data-preview] li .prompt-text');
  }

  async goto() {
    await this.page.goto('/builder');
    await this.content.waitFor();
  }
}

/** What each page shows once the app has rendered it, by route (path without the query). */
const RENDERED = {
  '/': '.drill-cards',
  // A drill has rendered once its first prompt shows (move drills load the game library first).
  '/drill': '[data-drill] [data-prompt]',
  '/progress': '.progress-page',
  '/settings': '#ui-language',
  '/builder': '.builder textarea[name=content]',
  '/results': 'textarea[name=codes]',
  '/result': '[data-result]',
  '/convert': 'textarea[name=game]',
  '/worksheet': '[data-worksheet] svg.diagram',
  '/learn': '[data-course] a[data-lesson-link]',
  '/lesson': '[data-lesson] [data-step]',
};

/** Opens `url` and waits until its page has rendered (a bad link: its error page). */
async function openRendered(page, url, { error = false } = {}) {
  await page.goto(url);
  const path = url.split('?')[0];
  const key = path.startsWith('/drill/') ? '/drill' : path.startsWith('/learn/') ? '/lesson' : path;
  await page.locator(error ? '.link-error[role=alert]' : RENDERED[key]).first().waitFor();
  if (!error) await builtLater(page, key);
}

/**
 * Waits for what a page builds a moment after it shows (src/components/later.rs), so that a
 * check of "the page" sees all of it: the home page's lower half and its board (built when
 * scrolled to), a drill's board and options.
 */
async function builtLater(page, key) {
  if (key === '/') {
    await page.locator('#move-drills-heading').waitFor();
    await new BoardPage(page).show();
  } else if (key === '/drill') {
    await page.locator('.board [data-square]').first().waitFor();
    await page.locator('.drill-options').waitFor({ state: 'attached' });
  }
}

/**
 * Fingers on the page's touch screen: real touch events sent through Chromium's DevTools
 * protocol (Input.dispatchTouchEvent), so the browser may also take them as a scroll.
 */
class Fingers {
  constructor(page) {
    this.page = page;
  }

  /** Sends one touch event; `points` are the fingers still down, `[x, y]` or `[x, y, id]`. */
  async send(type, points) {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    await this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([x, y, id = 0]) => ({ x, y, id })),
    });
  }

  /** One finger down at `from`, moved in `steps` to `to`; lifted unless `lift` is false. */
  async drag(from, to, { steps = 10, lift = true, during } = {}) {
    await this.send('touchStart', [from]);
    for (let i = 1; i <= steps; i++) {
      await this.send('touchMove', [[from[0] + (to[0] - from[0]) * i / steps, from[1] + (to[1] - from[1]) * i / steps]]);
    }
    if (during) await during();
    if (lift) await this.send('touchEnd', []);
  }

  async tap(point) {
    await this.send('touchStart', [point]);
    await this.send('touchEnd', []);
  }
}

module.exports = {
  AppShell, BoardPage, Fingers, BuilderPage, ConvertPage, DrillPage, ProgressPage, ResultsPage, SettingsPage, openRendered, presetSettings,
};
