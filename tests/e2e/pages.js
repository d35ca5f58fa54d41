// Page objects: the only place that knows the app's selectors.

class BoardPage {
  constructor(page) {
    this.page = page;
    this.board = page.locator('.board');
    this.status = page.locator('.status');
  }

  async goto() {
    await this.page.goto('/');
    await this.board.locator('[data-square]').first().waitFor();
  }

  /** Waits until every piece picture has loaded; returns how many there are. */
  async loadedPieces() {
    await this.page.waitForFunction(() => [...document.querySelectorAll('img.piece')].every((i) => i.complete && i.naturalWidth > 0));
    return this.board.locator('img.piece').count();
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
    return (await this.square(name).locator('img.piece').count()) > 0;
  }

  async flip() {
    await this.page.locator('button.flip').click();
  }
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

module.exports = { AppShell, BoardPage, SettingsPage };
