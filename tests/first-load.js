#!/usr/bin/env node
// Prints the first-load transfer of the release build, as a user meets it, and fails over the
// budget: everything a first visit to the home page fetches until the network is idle, on a
// phone (390×844, touch) and on a desktop (1280×720), in Spanish, in Debian's Chromium with an
// empty cache. The service
// worker's precache is left aside (it fetches the whole build once the page is shown, at idle):
// service workers are blocked here. Each file is counted gzipped at level 9, as a static host
// would serve it.
//
// BUDGET is 250 KB (README, "First load").
//
// Usage: node tests/first-load.js [DIST]   (default: dist; needs `trunk build --release`)
// Exit status 1 over the budget, or when the page fetches a file that is not in the build.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { chromium } = require('@playwright/test');
const { serve } = require('./serve');

const BUDGET = 250_000;
const dist = path.resolve(process.argv[2] || 'dist');

/** The kind a file is counted under. */
function kind(file) {
  const ext = path.extname(file);
  return { '.wasm': 'wasm', '.js': 'js', '.css': 'css', '.html': 'html' }[ext] || 'other';
}

// The sizes a first visit is measured at: a phone, and a short desktop window (on which the
// home page's board once came within the look-ahead margin of the first screen, issue 32).
const DEVICES = [
  { name: 'phone 390×844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop 1280×720', viewport: { width: 1280, height: 720 }, hasTouch: false, isMobile: false },
];

/** The build's paths a first visit to `/` on `device` fetches until the network is idle. */
async function fetchedOnFirstVisit(browser, origin, device) {
  const fetched = new Set();
  const context = await browser.newContext({
    locale: 'es-ES', viewport: device.viewport, hasTouch: device.hasTouch, isMobile: device.isMobile,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin) fetched.add(url.pathname);
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    // The app has taken the page over (src/platform/paint.rs); a build from before the static
    // pages has no such mark, and is measured at network idle alone.
    if (await page.evaluate(() => document.body.hasAttribute('data-page'))) {
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'), null, { timeout: 30_000 });
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return fetched;
}

/** Prints what `fetched` weighs gzipped; returns its total, or exits when a file is not in the build. */
function weigh(device, fetched) {
  const sizes = { wasm: 0, js: 0, css: 0, html: 0, other: 0 };
  const files = [];
  for (const address of fetched) {
    let file = path.join(dist, decodeURIComponent(address));
    if (address.endsWith('/')) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) file = index;
      else {
        console.log(`first load (${device.name}): the page fetched ${address}, which is not in ${dist}/`);
        process.exit(1);
      }
    }
    const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    sizes[kind(file)] += size;
    files.push([path.relative(dist, file), size]);
  }
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  files.sort((a, b) => b[1] - a[1]);
  console.log(`first load, ${device.name}: ${total} bytes gzip -9 in ${files.length} files (wasm ${sizes.wasm} + js ${sizes.js} + css ${sizes.css} + html ${sizes.html} + other ${sizes.other}): what a first visit to / fetches until the network is idle, the service worker's precache aside`);
  console.log(`  ${files.map(([f, s]) => `${f} ${s}`).join(', ')}`);
  return total;
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no ${dist}/index.html: trunk build --release`);
  const server = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let over = false;
  try {
    for (const device of DEVICES) {
      const total = weigh(device, await fetchedOnFirstVisit(browser, server.url, device));
      if (total > BUDGET) {
        over = true;
        console.error(`first load, ${device.name}: FAILED: ${total - BUDGET} bytes over the budget of ${BUDGET} (${(total / BUDGET).toFixed(2)}x)`);
      } else {
        console.log(`first load, ${device.name}: within the ${BUDGET}-byte budget (${Math.round((100 * total) / BUDGET)}% of it)`);
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  if (over) process.exit(1);
}

main().catch((err) => {
  console.error(`first load: ${err.message}`);
  process.exit(1);
});
