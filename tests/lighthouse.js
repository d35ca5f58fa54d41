#!/usr/bin/env node
// Lighthouse on the release build (dist/) served on 127.0.0.1: performance, accessibility and
// best practices on the home page, a square drill, a move drill and the builder, with
// Lighthouse's default mobile form factor and simulated throttling. Every page is run RUNS times
// (default 3) and the run with the median performance score is kept, as Lighthouse CI does, since
// one run varies on a busy machine. Reports (JSON and HTML) go to test-results/lighthouse/.
// The page must ask for nothing beyond the local server.
//
// Accessibility and best practices fail the run under the goal of 95. Performance fails under
// each page's `minimum`: a guard against a regression that a slower CI machine still passes,
// under the goal of 95 (issue 16). On 6 December 2026, after the start-up work of that day, every
// page measured 99-100 on a quiet machine of this kind (CPU benchmark index about 3,900), but
// with the CPU slowed 9x instead of 4x (what a machine of half that speed measures, as this kind
// has been: indexes of 1,700-2,400 were seen) home 100, /learn 95, find 87, name-move 84 and the
// builder 82 (README, "Offline, installable, strict CSP, audited"). The minimums sit under those
// slow-machine figures: raise them as start-up gets lighter, until 95 holds on the slow machine
// too (`CPU_SLOWDOWN=9 node tests/lighthouse.js` measures it here); never lower one for a build
// that has not changed.
// A run whose "CPU benchmark index" (printed) is far under 700 measured a machine too busy to
// judge.
//
// Usage: node tests/lighthouse.js            (needs dist/: trunk build --release)
// Env:   CHROME_PATH (default /usr/bin/chromium), RUNS (default 3), DIST (default dist/),
//        OUT (default test-results/lighthouse/), CPU_SLOWDOWN (default Lighthouse's 4: a higher
//        one measures as a slower machine would, e.g. 9 for a machine of half this one's speed),
//        ONLY (page names, comma-separated, e.g. ONLY=builder,drill-find: just those pages)

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
  { name: 'home', path: '/', minimum: 90 },
  { name: 'drill-find', path: '/drill/find?v=1&n=20&seed=7', minimum: 75 },
  { name: 'drill-name-move', path: '/drill/name-move?v=1&n=20&seed=7', minimum: 75 },
  { name: 'builder', path: '/builder', minimum: 70 },
];
// The course's first page, once the page list has it.
if (require('../pwa/pages').readPages().some((p) => p.path === '/learn')) {
  PAGES.push({ name: 'learn', path: '/learn', minimum: 85 });
}
const ONLY = process.env.ONLY ? process.env.ONLY.split(',') : null;
const MEASURED = ONLY ? PAGES.filter((p) => ONLY.includes(p.name)) : PAGES;

/** Runs Lighthouse once; returns the parsed JSON report (written to `<base>.report.json/html`). */
function lighthouse(url, base) {
  const args = [LIGHTHOUSE, url, '--quiet', '--output=json', '--output=html', `--output-path=${base}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(process.env.CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${process.env.CPU_SLOWDOWN}`] : []), `--chrome-flags=${CHROME_FLAGS.join(' ')}`];
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
    for (const page of MEASURED) {
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
