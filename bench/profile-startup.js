#!/usr/bin/env node
// Where a page's start-up spends the main thread: loads PAGE once in a fresh phone context
// (390×844, touch, empty cache, no service worker) with the CPU slowed (Lighthouse's phone is
// 4×), records a CPU profile and the long tasks (over 50 ms) from navigation until the app has
// started (`html[data-started]`) and the network has been quiet for a second, then prints the
// long tasks (start, length) and the functions with the most self time, wasm functions by name
// when the build kept them (`ESCAQUE_WASM_NAMES=1 trunk build --release`).
//
// Usage: node bench/profile-startup.js [PAGE] [CPU_RATE]
//   e.g. node bench/profile-startup.js '/drill/name-move?v=1&n=10&seed=5' 4
// Env: DIST (default dist/), the build served; TOP (default 25), how many functions to print;
//   LANG_TAG (default es-ES), the browser's language; SW=1 lets the service worker register
//   (and precache the build) as on a real first visit; DETAIL_OVER (default 100), the length (ms)
//   of a task whose functions are listed, TASK_TOP (default 12) how many; INCLUSIVE=1 lists
//   their inclusive times (callers first) instead of self times; MATCH, a regular expression: only
//   the functions whose names match it (e.g. MATCH=escaque_app: where the app's own code is).
'use strict';

const { functionTimes } = require('./cpu-profile');
const { serveDist, launch, watchErrors } = require('./browser');

const PAGE = process.argv[2] || '/';
const RATE = Number(process.argv[3] || 4);
const TOP = Number(process.env.TOP || 25);

const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'blink.user_timing', 'loading'];

/**
 * The renderer main thread's tasks of over 50 ms in a Chrome trace, each with the time of the
 * events directly inside it by name (script, style, layout, parsing, wasm compilation…),
 * largest first; times from the trace's navigation start.
 */
function longTaskParts(trace) {
  const events = trace.traceEvents;
  // The renderer's main thread that ran the most (the page's, not an idle one).
  const busy = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}/${e.tid}`, (busy.get(`${e.pid}/${e.tid}`) || 0) + e.dur);
  }
  const thread = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}/${b.tid}`) || 0) - (busy.get(`${a.pid}/${a.tid}`) || 0))[0];
  if (!thread) return [];
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = events.find((e) => e.pid === thread.pid && e.name === 'navigationStart')?.ts ?? main[0]?.ts ?? 0;
  const tasks = [];
  for (const task of main.filter((e) => e.name === 'RunTask' && e.dur > 50_000)) {
    const end = task.ts + task.dur;
    const inside = main.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end);
    // Each event's own time, its children's taken out (events nest by their times).
    const own = new Map();
    const stack = [];
    for (const e of inside) {
      while (stack.length && e.ts >= stack[stack.length - 1].ts + stack[stack.length - 1].dur) stack.pop();
      if (stack.length) own.set(stack[stack.length - 1], (own.get(stack[stack.length - 1]) ?? stack[stack.length - 1].dur) - e.dur);
      own.set(e, own.get(e) ?? e.dur);
      stack.push(e);
    }
    const byName = new Map();
    for (const [e, time] of own) {
      const what = e.args?.data?.url || e.args?.data?.functionName || '';
      const name = what ? `${e.name}(${what.split('/').pop().slice(0, 40)})` : e.name;
      byName.set(name, (byName.get(name) || 0) + time / 1000);
    }
    tasks.push({ ts: task.ts, dur: task.dur, start: (task.ts - navigation) / 1000, duration: task.dur / 1000, parts: [...byName.entries()].sort((a, b) => b[1] - a[1]) });
  }
  return tasks;
}

/** Self time (ms) per function name of a CDP profile, largest first; with `from`..`to`
 * (the profile's microseconds, as the trace's), only the samples in that span. */
function selfTimes(profile, from = -Infinity, to = Infinity) {
  return functionTimes(profile, (time) => time >= from && time <= to).self;
}

/** Inclusive time (ms) per function name in `from`..`to` (INCLUSIVE=1: where a long task's time
 * goes, callers first). */
function inclusiveTimes(profile, from, to) {
  return functionTimes(profile, (time) => time >= from && time <= to).inclusive;
}

/** Self times summed by the Rust crate a (mangled) wasm function name belongs to, else the
 * JavaScript function's name. */
function byCrate(times) {
  const totals = new Map();
  for (const [name, ms] of times) {
    const legacy = name.match(/^_ZN(?:\d+_\$LT\$)?(\d+)([a-z_0-9]+)/);
    const v0 = name.match(/^_RNv\w*?Cs\w+?_(\d+)?([a-z_]+)/);
    let key = '(js, browser)';
    if (legacy) key = legacy[2].slice(0, Number(legacy[1]));
    else if (name.startsWith('_R')) key = v0 ? v0[2] : 'rust';
    else if (name.startsWith('wasm-function')) key = 'wasm (no name)';
    totals.set(key, (totals.get(key) || 0) + ms);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

(async () => {
  const server = await serveDist();
  const browser = await launch();
  try {
    const context = await browser.newContext({
      serviceWorkers: process.env.SW ? 'allow' : 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
      locale: process.env.LANG_TAG || 'es-ES',
    });
    const page = await context.newPage();
    const checkErrors = watchErrors(page);
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      window.__paints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const e = entry.element;
          const name = e ? `${e.tagName.toLowerCase()}${e.className ? `.${String(e.className).split(' ').join('.')}` : ''} "${(e.textContent || '').trim().slice(0, 30)}"` : '(removed)';
          window.__paints.push([entry.startTime, entry.size, name]);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${server.url}${PAGE}`);
    await page.waitForSelector('html[data-started]', { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const [paints, tasks, fcp] = await page.evaluate(() => [
      window.__paints,
      window.__longTasks,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    ]);
    checkErrors();
    console.log(`${PAGE}, CPU ${RATE}× slower; first contentful paint ${fcp.toFixed(0)} ms`);
    for (const [time, size, name] of paints) {
      console.log(`  largest contentful paint candidate at ${time.toFixed(0)} ms: ${size} px², ${name}`);
    }
    let blocking = 0;
    for (const [start, duration] of tasks) {
      const after = start + duration > fcp;
      if (after) blocking += Math.max(0, duration - 50);
      console.log(`  long task at ${start.toFixed(0)} ms: ${duration.toFixed(0)} ms${after ? '' : ' (before the paint)'}`);
    }
    console.log(`blocking time after the first paint: ${blocking.toFixed(0)} ms`);
    console.log('what the main thread\'s tasks of over 50 ms did (ms, by the events inside them):');
    for (const task of longTaskParts(trace)) {
      const parts = task.parts.slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
      console.log(`  ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms: ${parts}`);
      if (task.duration > Number(process.env.DETAIL_OVER || 100)) {
        const only = process.env.MATCH ? new RegExp(process.env.MATCH) : null;
        const inTask = (process.env.INCLUSIVE ? inclusiveTimes : selfTimes)(profile, task.ts, task.ts + task.dur)
          .filter(([name]) => !only || only.test(name))
          .slice(0, Number(process.env.TASK_TOP || 12));
        for (const [name, ms] of inTask) console.log(`      ${ms.toFixed(1).padStart(7)}  ${name.slice(0, 110)}`);
        const crates = byCrate(selfTimes(profile, task.ts, task.ts + task.dur)).slice(0, 10);
        console.log(`      by crate: ${crates.map(([c, ms]) => `${c} ${ms.toFixed(0)}`).join(', ')}`);
      }
    }
    console.log(`functions with the most self time (ms, all of the start-up):`);
    for (const [name, ms] of selfTimes(profile).slice(0, TOP)) {
      console.log(`  ${ms.toFixed(1).padStart(8)}  ${name.slice(0, 110)}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
