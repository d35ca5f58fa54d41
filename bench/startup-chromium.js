#!/usr/bin/env node
// Compares the start-up of two release builds in headless Chromium: each build is served on its
// own free port (tests/serve.py) and loaded RUNS times, alternately, in a fresh context (empty cache,
// no service worker). Per load: first contentful paint, and the time until the board's 64
// squares are in the page (the app's first useful frame), both from navigation start. Prints
// the medians and the ratios B/A.
//
// Usage: node bench/startup-chromium.js DIST_A DIST_B [RUNS] [CPU_SLOWDOWN]
//   e.g. node bench/startup-chromium.js /tmp/dist-before dist 20 4
//   CPU_SLOWDOWN (default 1) is Chromium's CPU throttling rate (4 ≈ a mid-range phone).
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

async function load(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  }
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('.board [data-square]').length === 64);
  const board = await page.evaluate(() => performance.now());
  const fcp = await page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return entry ? entry.startTime : NaN;
  });
  await context.close();
  return { board, fcp };
}

async function main() {
  const servers = await Promise.all([distA, distB].map((dist) => serve(path.resolve(dist))));
  try {
    const urls = servers.map((server) => `${server.url}/`);
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
      console.log(`${name}: first contentful paint ${fcp.toFixed(1)} ms, board ${board.toFixed(1)} ms (medians of ${RUNS})`);
      return { fcp, board };
    };
    console.log(`CPU slowdown ${SLOWDOWN}x`);
    const a = row(`A ${distA}`, 0);
    const b = row(`B ${distB}`, 1);
    console.log(`B/A: first contentful paint ${(b.fcp / a.fcp).toFixed(2)}, board ${(b.board / a.board).toFixed(2)}`);
  } finally {
    servers.forEach((server) => server.stop());
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
