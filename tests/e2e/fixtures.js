// The `test` every spec uses: it fails on any console error or uncaught exception of the page.
const base = require('@playwright/test');

const test = base.test.extend({
  consoleErrors: [async ({ page }, use) => {
    const errors = [];
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    page.on('pageerror', (err) => errors.push(String(err)));
    await use(errors);
    base.expect(errors, 'console errors').toEqual([]);
  }, { auto: true }],
});

module.exports = { test, expect: base.expect, chromium: base.chromium };
