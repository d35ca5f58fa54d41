// The `test` every spec uses: it fails on any console error or uncaught exception of the page.
//
// Every page of the build is first painted from its static copy (pwa/prerender.js), which the
// app replaces once it has started (src/platform/paint.rs: `html[data-started]`). A test acts
// on the app, not on the copy: every `goto` and `reload` of a page (the test's own, or one of a
// context the test makes) waits until the app has started. `test.use({ waitForApp: false })`
// turns that off, for tests of the static page itself (JavaScript off, the wasm blocked).
const base = require('@playwright/test');

const STARTED = () => document.documentElement.hasAttribute('data-started');

/** Makes `page`'s `goto` and `reload` wait for the app. */
function waitingForApp(page) {
  if (page.__waitsForApp) return page;
  page.__waitsForApp = true;
  for (const name of ['goto', 'reload']) {
    const original = page[name].bind(page);
    page[name] = async (...args) => {
      const response = await original(...args);
      await page.waitForFunction(STARTED, null, { timeout: 20_000 });
      return response;
    };
  }
  return page;
}

/** Makes every page of `context` wait for the app. */
function contextWaitingForApp(context) {
  const newPage = context.newPage.bind(context);
  context.newPage = async (...args) => waitingForApp(await newPage(...args));
  context.on('page', waitingForApp);
  return context;
}

const test = base.test.extend({
  waitForApp: [true, { option: true }],
  context: async ({ context, waitForApp }, use) => {
    await use(waitForApp ? contextWaitingForApp(context) : context);
  },
  // The contexts a test makes itself, through `browser.newContext`.
  newContextsWaitForApp: [async ({ browser, waitForApp }, use) => {
    if (!waitForApp) return use();
    const newContext = browser.newContext;
    browser.newContext = async (...args) => contextWaitingForApp(await newContext.apply(browser, args));
    try {
      await use();
    } finally {
      browser.newContext = newContext;
    }
  }, { auto: true }],
  page: async ({ page, waitForApp }, use) => {
    await use(waitForApp ? waitingForApp(page) : page);
  },
  consoleErrors: [async ({ page }, use) => {
    const errors = [];
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    page.on('pageerror', (err) => errors.push(String(err)));
    await use(errors);
    base.expect(errors, 'console errors').toEqual([]);
  }, { auto: true }],
});

module.exports = { test, expect: base.expect, chromium: base.chromium };
