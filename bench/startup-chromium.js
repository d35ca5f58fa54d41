#!/usr/bin/env node
// Compares the start-up of two release builds in headless Chromium: each build is served on its
// own port (tests/serve.py) and loaded RUNS times, alternately, in a fresh context (empty cache,
// no service worker). Per load: first contentful paint, and the time until the board's 64
// squares are in the page (the app's first useful frame), both from navigation start. Prints
// the medians and the ratios B/A.
//
// Usage: node bench/startup-chromium.js DIST_A DIST_B [RUNS] [CPU_SLOWDOWN]
//   e.g. node bench/startup-chromium.js /tmp/dist-before dist 20 4
//   CPU_SLOWDOWN (default 1) is Chromium's CPU throttling rate (4 ≈ a mid-range phone).
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');
const { chromium } = require('@playwright/test');

const [distA, distB, runsArg, slowArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: node bench/startup-chromium.js DIST_A DIST_B [RUNS] [CPU_SLOWDOWN]');
  process.exit(2);
}
const RUNS = Number(runsArg || 20);
const SLOWDOWN = Number(slowArg || 1);
const root = path.join(__dirname, '..');

function serve(dist, port) {
  const child = spawn('python3', [path.join(root, 'tests/serve.py'), dist, String(port)], {
    stdio: 'ignore',
  });
  return child;
}

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch (_) { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server at ${url}`);
}

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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  const servers = [serve(distA, 8091), serve(distB, 8092)];
  try {
    const urls = ['http://127.0.0.1:8091/', 'http://127.0.0.1:8092/'];
    await Promise.all(urls.map(waitForServer));
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
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
    servers.forEach((s) => s.kill());
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
