// What both browser benchmarks share: the release build served on 127.0.0.1 by tests/serve.py,
// Debian's Chromium driven by Playwright, and percentiles.
const { chromium } = require('@playwright/test');
const fs = require('node:fs');
const path = require('node:path');
const { serve } = require('../tests/serve');

const ROOT = path.resolve(__dirname, '..');
const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(ROOT, 'dist');

/** Serves dist/ (built by `trunk build --release`); returns its URL and a stop function. */
async function serveDist() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('no dist/index.html: build first with `trunk build --release`');
  }
  return serve(DIST, { port: Number(process.env.PORT) || undefined });
}

/** Debian's Chromium, headless, with the flags of playwright.config.js. */
function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The value below which `p` (0..1) of `values` lie (nearest rank). */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1];
}

const median = (values) => percentile(values, 0.5);

/** `p50 x ms, p95 y ms, max z ms` of `values`. */
function summary(values) {
  const f = (v) => v.toFixed(1);
  return `p50 ${f(percentile(values, 0.5))} ms, p95 ${f(percentile(values, 0.95))} ms, max ${f(Math.max(...values))} ms`;
}

/** Fails the script on any console error or uncaught exception of the page. */
function watchErrors(page) {
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  return () => {
    if (errors.length) throw new Error(`page errors:\n${errors.join('\n')}`);
  };
}

/**
 * A find drill of 100 prompts (`seed=7`) on a desktop page of `browser`, with the settings fixed
 * (the UI and notation in `lang`, sounds off), once its board is there and the start-up is over.
 */
async function openFindDrill(browser, server, lang = 'en') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((ui) => localStorage.setItem('escaque.settings', JSON.stringify({
    version: 2, ui_language: ui, notation: ui, orientation: 'white', coordinates: 'edges',
    theme: 'light', sounds: false,
  })), lang);
  await page.goto(`${server.url}/drill/find?v=1&n=100&seed=7`);
  await page.locator('.board [data-square="e4"]').waitFor();
  await page.waitForTimeout(1500);
  return page;
}

/** Answers `count` prompts of the find drill on `page` right, with real clicks, each graded
 * before the next. */
async function answerFindPrompts(page, count) {
  for (let i = 0; i < count; i++) {
    const square = (await page.locator('[data-prompt]').innerText()).trim().slice(-2);
    await page.locator(`.board [data-square="${square}"]`).click();
    await page.waitForFunction((n) => document.querySelector('.drill-panel .verdict')?.dataset.count === String(n), i + 1);
  }
}

module.exports = {
  ROOT, serveDist, launch, percentile, median, summary, watchErrors, openFindDrill, answerFindPrompts,
};
