#!/usr/bin/env node
// Main-thread CPU time per press in the find drill, from Chromium's trace: what the app does for
// an answer, counted in the thread's own CPU time (the trace's `tdur`), which other work on the
// machine disturbs much less than the wall-clock latency of bench/click-to-verdict.js.
//
// Serves dist/ (or DIST=…), opens `/drill/find?v=1&n=100&seed=7` on a desktop viewport, and
// answers PRESSES (default 60) prompts right with real mouse clicks while tracing. Sums the CPU
// time of the main thread's top-level tasks that dispatch the press's events (pointerdown,
// mousedown, pointerup, mouseup, click) and prints it per press, with the tasks' p50 and p95.
// Compare two builds by running it alternately on each (DIST=a …; DIST=b …) and taking medians.
//
// Usage: node bench/press-cpu.js [PRESSES]
const { serveDist, launch, percentile, median, openFindDrill, answerFindPrompts } = require('./browser');

const PRESSES = Number(process.argv[2]) || 60;
const EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];

(async () => {
  const server = await serveDist();
  const browser = await launch();
  try {
    const page = await openFindDrill(browser, server);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await answerFindPrompts(page, PRESSES);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const inputs = events.filter((e) => e.name === 'EventDispatch' && EVENTS.includes(e.args?.data?.type));
    const { tid, pid } = inputs[0];
    const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tid === tid && e.pid === pid
      && inputs.some((d) => d.tid === tid && d.ts >= e.ts && d.ts <= e.ts + e.dur));
    const cpu = tasks.map((t) => (t.tdur || 0) / 1000);
    const total = cpu.reduce((a, b) => a + b, 0);
    console.log(`main-thread CPU per press: ${(total / PRESSES).toFixed(2)} ms (${PRESSES} presses, ${tasks.length} input tasks;`
      + ` task p50 ${median(cpu).toFixed(2)} ms, p95 ${percentile(cpu, 0.95).toFixed(2)} ms)`);
  } finally {
    await browser.close();
    server.stop();
  }
})().catch((e) => { console.error(e); process.exit(1); });
