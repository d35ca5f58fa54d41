#!/usr/bin/env node
// Lighthouse on the release build (dist/) served on 127.0.0.1: performance, accessibility and
// best practices on every page of the app (tests/facts.js), with Lighthouse's default mobile
// form factor and simulated throttling. The home page, a square drill, a move drill, the builder
// and the course are run RUNS times (default 3) and the run with the median performance score is
// kept, as Lighthouse CI does, since one run varies on a busy machine; every other page once, and
// RUNS times when its one run is under the goal. Reports (JSON and HTML) go to
// test-results/lighthouse/. The key pages are the gate; the others are reported (see
// GATE_EVERY_PAGE below).
// The page must ask for nothing beyond the local server.
//
// Every category of a key page fails the run under 95 on the median run (issue 16).
//
// The CPU slowdown is calibrated to the machine, as Lighthouse's docs/throttling.md advises
// ("Calibrating the CPU slowdown"): its default 4x turns a machine of the high-end desktop class
// (benchmark index 1,500-2,000) into its mid-tier phone, so a machine of index I gets
// 4 x I / 1,750. The phone simulated is then the same on a fast machine and on a slow one: the
// gate asks as much of the build on either (this kind of machine has measured indexes from
// 1,700 to 4,100; a fixed 4x asked twice as much on the slowest as on the fastest). The index is
// Lighthouse's own benchmark (`computeBenchmarkIndex`), run in Chromium, median of 3.
//
// The gate judges the build, not the neighbours (issue 32): the machine is calibrated again
// beside each page, just before its runs, and every run's own index (Lighthouse measures one at
// the start of each run) is compared with the calibration it was throttled by. A run whose index
// moved by more than a third (other programs came or went on the machine during it) is run again
// with a slowdown calibrated to that index, up to RETRIES times; the kept runs are printed with
// their indexes.
//
// Usage: node tests/lighthouse.js            (needs dist/: trunk build --release)
// Env:   CHROME_PATH (default /usr/bin/chromium), RUNS (default 3), DIST (default dist/),
//        OUT (default test-results/lighthouse/), CPU_SLOWDOWN (a fixed multiplier instead of the
//        calibrated one, e.g. 4, Lighthouse's default), ONLY (page names, comma-separated, e.g.
//        ONLY=builder,drill-find: just those pages), RETRIES (default 3: reruns of a run whose
//        benchmark index moved by more than a third from its calibration), GATE_EVERY_PAGE=1
//        (every page fails the run under the goal, not only the five key pages)

const { execFile } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { serve } = require('./serve');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.resolve(process.env.DIST || path.join(ROOT, 'dist'));
const OUT = path.resolve(process.env.OUT || path.join(ROOT, 'test-results', 'lighthouse'));
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const GOAL = 95;
// Lighthouse's default CPU slowdown and the benchmark index it is meant for (the middle of its
// high-end desktop class).
const DEFAULT_SLOWDOWN = 4;
const REFERENCE_INDEX = 1750;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const RUNS = Math.max(1, Number(process.env.RUNS || 3));
// How far a run's own benchmark index may move from the calibration it was throttled by, and how
// often such a run is repeated with a slowdown calibrated to its index.
const INDEX_DRIFT = 1 / 3;
const RETRIES = Math.max(0, Number(process.env.RETRIES ?? 3));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run'];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'drill-find', path: '/drill/find?v=1&n=20&seed=7' },
  { name: 'drill-name-move', path: '/drill/name-move?v=1&n=20&seed=7' },
  { name: 'builder', path: '/builder' },
];
// The course's first page, once the page list has it.
if (require('../pwa/pages').readPages().some((p) => p.path === '/learn')) {
  PAGES.push({ name: 'learn', path: '/learn' });
}
// Then every other page of the app, from the one list the app, axe and the static pages use
// (tests/facts.js: every route, every drill mode, every lesson, the worksheets), once each: a
// page whose one run is under the goal is run until it has RUNS runs, and judged by their median.
const { everyPage } = require('./facts');
const pathOnly = (address) => address.split('?')[0];
for (const address of everyPage()) {
  if (PAGES.some((p) => pathOnly(p.path) === pathOnly(address) && !address.startsWith('/worksheet'))) continue;
  const name = address.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '') || 'home';
  if (PAGES.some((p) => p.name === name)) continue;
  PAGES.push({ name, path: address, once: true });
}
const ONLY = process.env.ONLY ? process.env.ONLY.split(',') : null;
const MEASURED = ONLY ? PAGES.filter((p) => ONLY.includes(p.name)) : PAGES;

/** This machine's CPU benchmark index: Lighthouse's own benchmark in Chromium, median of 3. */
async function benchmarkIndex() {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const indexes = [];
    for (let i = 0; i < 3; i++) indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    return indexes.sort((a, b) => a - b)[1];
  } finally {
    await browser.close();
  }
}

/** The CPU slowdown for a machine of benchmark index `index` (see above), to one decimal. */
const calibratedSlowdown = (index) => Math.max(1, Math.round((10 * DEFAULT_SLOWDOWN * index) / REFERENCE_INDEX) / 10);

/** Runs Lighthouse once; returns the parsed JSON report (written to `<base>.report.json/html`). */
function lighthouse(url, base, slowdown) {
  const args = [LIGHTHOUSE, url, '--quiet', '--output=json', '--output=html', `--output-path=${base}`,
    `--only-categories=${CATEGORIES.join(',')}`, `--throttling.cpuSlowdownMultiplier=${slowdown}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, maxBuffer: 64 << 20 }, (err, _stdout, stderr) => {
      if (err) return reject(new Error(`lighthouse failed on ${url}: ${stderr || err.message}`));
      resolve(JSON.parse(fs.readFileSync(`${base}.report.json`, 'utf8')));
    });
  });
}

const score = (report, id) => Math.round(report.categories[id].score * 100);

/** What Lighthouse blames in a category under 100: its weighted audits that did not pass. */
function blamed(report, id) {
  return report.categories[id].auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((ref) => {
      const a = report.audits[ref.id];
      return `${ref.id} (score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`;
    });
}

/** Requests to anything but the local server (data: and blob: URLs are local too). */
function foreignRequests(report, origin) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items.map((i) => i.url).filter((u) => !u.startsWith(`${origin}/`) && !/^(data|blob):/.test(u));
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('no dist/index.html: run trunk build --release');
  fs.mkdirSync(OUT, { recursive: true });
  const fixed = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : null;
  if (fixed) console.log(`lighthouse: CPU slowdown ${fixed}x (CPU_SLOWDOWN)`);
  const server = await serve(DIST, { stdio: 'inherit' });
  const origin = server.url;
  let failed = false;
  try {
    for (const page of MEASURED) {
      // Calibrated beside this page's runs, not once for all pages.
      let index = fixed ? null : await benchmarkIndex();
      let slowdown = fixed ?? calibratedSlowdown(index);
      if (!fixed) {
        console.log(`lighthouse ${page.path}: CPU benchmark index ${Math.round(index)} -> CPU slowdown `
          + `${slowdown}x (Lighthouse's ${DEFAULT_SLOWDOWN}x at index ${REFERENCE_INDEX})`);
      }
      const runs = [];
      let retries = 0;
      // Enough runs: RUNS, or for a page run once, one at the goal in every category.
      const enough = () => runs.length >= RUNS
        || (page.once && runs.length === 1 && CATEGORIES.every((id) => score(runs[0].report, id) >= GOAL));
      for (let i = 1; !enough(); i++) {
        const base = path.join(OUT, `${page.name}-run${i}`);
        const report = await lighthouse(`${origin}${page.path}`, base, slowdown);
        const own = report.environment.benchmarkIndex;
        if (!fixed && Math.abs(own / index - 1) > INDEX_DRIFT && retries < RETRIES) {
          retries += 1;
          console.log(`  run ${i}: its index ${Math.round(own)} moved more than a third from `
            + `${Math.round(index)}: run again at ${calibratedSlowdown(own)}x`);
          for (const ext of ['json', 'html']) fs.rmSync(`${base}.report.${ext}`);
          index = own;
          slowdown = calibratedSlowdown(own);
          continue;
        }
        runs.push({ base, report, slowdown });
      }
      runs.sort((a, b) => score(a.report, 'performance') - score(b.report, 'performance'));
      const { base, report } = runs[Math.floor((runs.length - 1) / 2)];
      for (const ext of ['json', 'html']) fs.copyFileSync(`${base}.report.${ext}`, path.join(OUT, `${page.name}.report.${ext}`));
      for (const run of runs) for (const ext of ['json', 'html']) fs.rmSync(`${run.base}.report.${ext}`);

      const scores = CATEGORIES.map((id) => `${id} ${score(report, id)}`).join(', ');
      const all = runs.map((r) => `${score(r.report, 'performance')} at ${r.slowdown}x, index `
        + `${Math.round(r.report.environment.benchmarkIndex)}`).join('; ');
      console.log(`lighthouse ${page.path}: ${scores} (performance of the ${runs.length} runs: ${all})`);
      const m = (id) => report.audits[id].displayValue;
      console.log(`  metrics: FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, `
        + `TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`);
      for (const id of CATEGORIES) {
        if (score(report, id) < GOAL) {
          // The key pages are the gate; every other page is audited and reported, and joins
          // the gate once it has been seen to pass (GATE_EVERY_PAGE=1 gates them all now).
          const gated = !page.once || process.env.GATE_EVERY_PAGE === '1';
          failed ||= gated;
          console.log(`  ${id} ${score(report, id)}: under ${GOAL} (${gated ? 'FAILED' : 'reported, not gated yet'}): ${blamed(report, id).join('; ')}`);
        }
      }
      if (score(report, 'performance') < 100) {
        const heavy = report.audits['total-byte-weight'];
        console.log(`  ${heavy.id}: ${heavy.displayValue}; largest: ${(heavy.details?.items ?? []).slice(0, 3)
          .map((i) => `${i.url.replace(origin, '')} ${Math.round(i.totalBytes / 1024)} KiB`).join(', ')}`);
        const tasks = report.audits['long-tasks']?.details?.items ?? [];
        console.log(`  long tasks (simulated ms): ${tasks.slice(0, 3)
          .map((t) => `${Math.round(t.duration)} at ${Math.round(t.startTime)} in ${t.url.replace(origin, '') || '?'}`).join(', ')}`);
        const lcp = report.audits['largest-contentful-paint-element'];
        const node = lcp?.details?.items?.[0]?.items?.[0]?.node;
        if (node) console.log(`  LCP element: ${node.snippet}`);
        else if (lcp?.errorMessage) console.log(`  LCP element not found by this Lighthouse: ${lcp.errorMessage.split('\n')[0]}`);
      }
      // A loaded machine runs the page slower, and simulated throttling scales what it observed.
      console.log(`  CPU benchmark index ${Math.round(report.environment.benchmarkIndex)}`
        + `${report.runWarnings.length ? `; warnings: ${report.runWarnings.join(' ').replace(/\s+/g, ' ').replace(/\s*Learn more[^[]*\[[^\]]*\]\([^)]*\)\.?/g, '')}` : ''}`);
      const foreign = foreignRequests(report, origin);
      if (foreign.length) {
        failed = true;
        console.log(`  requests beyond ${origin}: ${foreign.join(', ')}`);
      }
    }
  } finally {
    server.stop();
  }
  console.log(`lighthouse reports: ${path.relative(ROOT, OUT)}/`);
  if (failed) {
    console.error(`lighthouse: a score is under ${GOAL} (or a page asked for something beyond the local server)`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
