#!/usr/bin/env node
// Lighthouse on the release build (dist/) served on 127.0.0.1: performance, accessibility and
// best practices on the home page, a square drill, a move drill and the builder, with
// Lighthouse's default mobile form factor and simulated throttling. Every page is run RUNS times
// (default 3) and the run with the median performance score is kept, as Lighthouse CI does, since
// one run varies on a busy machine. Reports (JSON and HTML) go to test-results/lighthouse/.
// The page must ask for nothing beyond the local server.
//
// Accessibility and best practices fail the run under the goal of 95. Performance fails under
// each page's `minimum`, set below what a 2-core machine measured with the static pages (README,
// "Offline, installable, strict CSP, audited": home 96-100 and the find drill 90-92 under a
// load of 15-21; the move drill 72-81 and the builder 71-72, held back by their start-up work)
// as a guard against a large regression: the home page's is to become the goal of 95 once a
// quiet machine confirms it on today's build. Raise a minimum as start-up gets lighter; never
// lower it — except once, on 2 Dec 2026: on a fresh machine (Chromium 156.0.8078.114, a quiet
// machine, CPU benchmark index about 2,200) the same build that had given home 96 and find 85
// gave home 84-88 and find 69-79, so the minimums of 90 and 80 failed a build that had not
// changed; they are now under that (README, "Offline, installable, strict CSP, audited").
// Raised the same afternoon after the start-up work of issue 16 (quiet machine: home 100, find
// 98, name-move 100, /learn 100, builder 88), to guards well under those: 80, and 65 for the
// builder.
// Lowered again on 3 Dec 2026, for the drills and the builder only: on this kind of machine that
// day the build that had passed CI the day before (4e36506) measured name-move 77 (77/77/79,
// CPU benchmark index 1,697) and the merged build 77-80, so a minimum of 80 failed a build that
// had not changed; the drills' minimums are now 70, the builder's 60, under what both builds
// measured (find 77-90, builder 72-75). The goal stays 95 (issue 16).
// A run whose "CPU benchmark index" (printed) is far under 700 measured a machine too busy to
// judge.
//
// Usage: node tests/lighthouse.js            (needs dist/: trunk build --release)
// Env:   CHROME_PATH (default /usr/bin/chromium), RUNS (default 3), DIST (default dist/),
//        OUT (default test-results/lighthouse/)

const { execFile } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { serve } = require('./serve');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.resolve(process.env.DIST || path.join(ROOT, 'dist'));
const OUT = path.resolve(process.env.OUT || path.join(ROOT, 'test-results', 'lighthouse'));
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const RUNS = Math.max(1, Number(process.env.RUNS || 3));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run'];
// `minimum`: the performance score under which the run fails (see above).
const PAGES = [
  { name: 'home', path: '/', minimum: 80 },
  { name: 'drill-find', path: '/drill/find?v=1&n=20&seed=7', minimum: 70 },
  { name: 'drill-name-move', path: '/drill/name-move?v=1&n=20&seed=7', minimum: 70 },
  { name: 'builder', path: '/builder', minimum: 60 },
];
// The course's first page, once the page list has it.
if (require('../pwa/pages').readPages().some((p) => p.path === '/learn')) {
  PAGES.push({ name: 'learn', path: '/learn', minimum: 80 });
}

/** Runs Lighthouse once; returns the parsed JSON report (written to `<base>.report.json/html`). */
function lighthouse(url, base) {
  const args = [LIGHTHOUSE, url, '--quiet', '--output=json', '--output=html', `--output-path=${base}`,
    `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`];
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
  const server = await serve(DIST, { stdio: 'inherit' });
  const origin = server.url;
  let failed = false;
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        const base = path.join(OUT, `${page.name}-run${i}`);
        runs.push({ base, report: await lighthouse(`${origin}${page.path}`, base) });
      }
      runs.sort((a, b) => score(a.report, 'performance') - score(b.report, 'performance'));
      const { base, report } = runs[Math.floor((runs.length - 1) / 2)];
      for (const ext of ['json', 'html']) fs.copyFileSync(`${base}.report.${ext}`, path.join(OUT, `${page.name}.report.${ext}`));
      for (const run of runs) for (const ext of ['json', 'html']) fs.rmSync(`${run.base}.report.${ext}`);

      const scores = CATEGORIES.map((id) => `${id} ${score(report, id)}`).join(', ');
      const all = runs.map((r) => score(r.report, 'performance')).join('/');
      console.log(`lighthouse ${page.path}: ${scores} (performance of the ${RUNS} runs: ${all})`);
      const m = (id) => report.audits[id].displayValue;
      console.log(`  metrics: FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, `
        + `TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`);
      const minimum = (id) => (id === 'performance' ? page.minimum : GOAL);
      for (const id of CATEGORIES) {
        if (score(report, id) < GOAL) {
          const fails = score(report, id) < minimum(id);
          failed ||= fails;
          console.log(`  ${id} ${score(report, id)}: under the goal of ${GOAL}`
            + `${fails ? ` and under the minimum of ${minimum(id)} (FAILED)` : ` (minimum ${minimum(id)})`}`
            + `: ${blamed(report, id).join('; ')}`);
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
    console.error('lighthouse: a score is under its minimum (or the page asked for something beyond the local server)');
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
