#!/usr/bin/env node
// Click-to-verdict in the find drill (issue 6, "feedback within one frame").
//
// Serves the release build in dist/ with tests/serve.py and opens Debian's Chromium. Two runs of
// 100 prompts (the drill's maximum; seeds 7 and 8) give 200 answers, each a real mouse press from
// Playwright on the prompted square (every tenth on another square, so misses and their marks are
// measured too). Inside the page:
//   press   - the pointerdown event's timeStamp (seen by a capturing listener on window, before the
//             app's handler; the timestamp is when the input reached the page, so waiting in the
//             queue counts too)
//   verdict - a MutationObserver sees `[data-verdict]` show this answer's verdict (`correct` or
//             `wrong`, as expected) with the verdict line's `data-count` advanced by one
//   shown   - the requestAnimationFrame callback of the frame that first includes the verdict
// Prints p50/p95/max of press -> verdict (the app's work; target p95 < 16 ms), of press -> shown
// (adds the wait for the display's next frame, up to one refresh interval whatever the app does),
// and how many verdicts were on screen within one 60 Hz frame (16.7 ms) of their press.
//
// Usage: trunk build --release && node bench/click-to-verdict.js [RUNS_OF_100] [--cpu=RATE]
//   RUNS_OF_100 default 2; --cpu=4 slows the page's CPU 4× (CDP Emulation.setCPUThrottlingRate,
//   as Lighthouse's phone; also CPU_RATE=4). DIST=another/dist measures another build.
const { serveDist, launch, summary, watchErrors } = require('./browser');

const PROMPTS = 100;
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => !a.startsWith('--'))) || 2;
const CPU_RATE = Number((args.find((a) => a.startsWith('--cpu=')) || '').slice(6) || process.env.CPU_RATE || 1);
const FIRST_SEED = 7;
const MISS_EVERY = 10;
const FRAME = 16.7;

/** Installed in the page after each drill opens: records one sample per answer. */
function instrument() {
  const bench = { samples: [], expect: null, pending: null };
  window.__bench = bench;
  addEventListener('pointerdown', (ev) => {
    if (!bench.expect) return;
    bench.pending = { ...bench.expect, press: ev.timeStamp };
    bench.expect = null;
  }, { capture: true });
  const line = document.querySelector('.drill-panel .verdict');
  new MutationObserver(() => {
    const sample = bench.pending;
    if (!sample || line.dataset.count !== String(sample.count) || line.dataset.verdict !== sample.want) return;
    bench.pending = null;
    sample.verdict = performance.now();
    requestAnimationFrame(() => {
      sample.shown = performance.now();
      bench.samples.push(sample);
    });
  }).observe(line, { attributes: true, attributeFilter: ['data-count', 'data-verdict'] });
}

/** Arms the next sample; returns the centre of the square to press (another one on a miss). */
function arm([miss]) {
  const prompt = document.querySelector('[data-prompt]').textContent.trim();
  // On a miss, the square in the mirrored file: never the prompt itself.
  const name = miss ? String.fromCharCode(201 - prompt.charCodeAt(0)) + prompt[1] : prompt;
  const line = document.querySelector('.drill-panel .verdict');
  window.__bench.expect = { count: Number(line.dataset.count) + 1, want: miss ? 'wrong' : 'correct' };
  const box = document.querySelector(`.board [data-square="${name}"]`).getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function main() {
  const server = await serveDist();
  const browser = await launch();
  const samples = [];
  let misses = 0;
  const version = browser.version();
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 }, locale: 'es-ES' });
    const checkErrors = watchErrors(page);
    if (CPU_RATE > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    }
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${server.url}/drill/find?v=1&n=${PROMPTS}&seed=${FIRST_SEED + run}`);
      // The app, not the page's static copy (src/platform/paint.rs).
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'), null, { timeout: 60_000 });
      await page.locator('[data-drill] [data-prompt]').waitFor();
      await page.evaluate(instrument);
      let right = 0;
      for (let i = 0; i < PROMPTS; i++) {
        const miss = (i + 1) % MISS_EVERY === 0;
        const { x, y } = await page.evaluate(arm, [miss]);
        await page.mouse.click(x, y);
        await page.waitForFunction((n) => window.__bench.samples.length === n, i + 1, { timeout: 5000 });
        if (miss) misses++; else right++;
      }
      await page.locator('[data-summary]').waitFor();
      const score = (await page.locator('[data-score]').first().textContent()).trim();
      if (score !== `${right}/${PROMPTS}`) throw new Error(`run ${run + 1}: score ${score}, expected ${right}/${PROMPTS}`);
      samples.push(...await page.evaluate(() => window.__bench.samples));
    }
    checkErrors();
  } finally {
    await browser.close();
    server.stop();
  }
  const oneFrame = samples.filter((s) => s.shown - s.press <= FRAME).length;
  console.log(`click-to-verdict, find drill, ${samples.length} answers (${misses} misses), CPU ${CPU_RATE}× slower, Chromium ${version}`);
  console.log(`  press -> verdict in the DOM:      ${summary(samples.map((s) => s.verdict - s.press))}  (target p95 < 16 ms)`);
  console.log(`  press -> frame showing it (rAF):  ${summary(samples.map((s) => s.shown - s.press))}`);
  console.log(`  shown within one 60 Hz frame (${FRAME} ms) of the press: ${oneFrame} of ${samples.length}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
