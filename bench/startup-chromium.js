#!/usr/bin/env node
// Compares the start-up of two release builds in headless Chromium: each build is served on its
// own free port (tests/serve.py) and loaded RUNS times, alternately, in a fresh context (empty cache,
// no service worker) on a phone (390×844, touch). Per load, from navigation start: first
// contentful paint, the time until the board's 64 squares are on screen, and the time until
// the drill's first prompt can be answered (the app's board and prompt there: `[data-prompt]`
// has text, the board its 64 squares, and no static copy is left, src/platform/paint.rs). Prints the medians and the
// ratios B/A.
//
// Usage: node bench/startup-chromium.js DIST_A DIST_B [RUNS] [CPU_SLOWDOWN]
//   e.g. node bench/startup-chromium.js /tmp/dist-before dist 20 4
//   CPU_SLOWDOWN (default 1) is Chromium's CPU throttling rate (4 ≈ a mid-range phone).
// Env: PAGE (default /drill/find?v=1&n=20&seed=7), the address loaded; SLOW_NETWORK=1 adds
//   Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
'use strict';

const path = require('node:path');
const { launch, median } = require('./browser');
const { serve } = require('../tests/serve');

const [distA, distB, runsArg, slowArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: node bench/startup-chromium.js DIST_A DIST_B [RUNS] [CPU_SLOWDOWN]');
  process.exit(2);
}
const RUNS = Number(runsArg || 20);
const SLOWDOWN = Number(slowArg || 1);

const PAGE = process.env.PAGE || '/drill/find?v=1&n=20&seed=7';

async function load(browser, url) {
  const context = await browser.newContext({
    serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-ES',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  if (process.env.SLOW_NETWORK) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
    });
  }
  // Polled in the page from its start, each frame: when each state is first seen.
  await page.addInitScript(() => {
    window.__seen = {};
    const look = () => {
      const seen = window.__seen;
      const now = performance.now();
      if (!seen.board && document.querySelectorAll('.board [data-square]').length === 64) seen.board = now;
      const prompt = document.querySelector('[data-drill] [data-prompt]');
      if (!seen.answerable && seen.board && prompt && prompt.textContent.trim() && !document.querySelector('[data-static]')
        && document.querySelectorAll('.board [data-square]').length === 64) seen.answerable = now;
      if (!seen.answerable) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__seen.answerable, null, { timeout: 120_000 });
  const { board, answerable } = await page.evaluate(() => window.__seen);
  const fcp = await page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return entry ? entry.startTime : NaN;
  });
  await context.close();
  return { board, fcp, answerable };
}

async function main() {
  const servers = await Promise.all([distA, distB].map((dist) => serve(path.resolve(dist))));
  try {
    const urls = servers.map((server) => `${server.url}${PAGE}`);
    const browser = await launch();
    const results = [[], []];
    await load(browser, urls[0]); // warm-up: Chromium's own start, the OS file cache
    await load(browser, urls[1]);
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? [1, 0] : [0, 1];
      for (const k of order) results[k].push(await load(browser, urls[k]));
    }
    await browser.close();
    const row = (name, k) => {
      const fcp = median(results[k].map((r) => r.fcp));
      const board = median(results[k].map((r) => r.board));
      const answerable = median(results[k].map((r) => r.answerable));
      console.log(`${name}: first contentful paint ${fcp.toFixed(1)} ms, board ${board.toFixed(1)} ms, first answerable prompt ${answerable.toFixed(1)} ms (medians of ${RUNS})`);
      return { fcp, board, answerable };
    };
    console.log(`${PAGE}: CPU slowdown ${SLOWDOWN}x${process.env.SLOW_NETWORK ? ', slow network' : ''}`);
    const a = row(`A ${distA}`, 0);
    const b = row(`B ${distB}`, 1);
    console.log(`B/A: first contentful paint ${(b.fcp / a.fcp).toFixed(2)}, board ${(b.board / a.board).toFixed(2)}, first answerable prompt ${(b.answerable / a.answerable).toFixed(2)}`);
  } finally {
    servers.forEach((server) => server.stop());
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
