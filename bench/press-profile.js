#!/usr/bin/env node
// Where a find-drill press spends the main thread: a CPU profile of PRESSES right answers
// (default 60) with the CPU slowed CPU_RATE times (default 4), printed as self and inclusive
// time per function. Build with names kept (ESCAQUE_WASM_NAMES=1, bench/README.md) and point
// DIST at it. WINDOW=pointerdown keeps only the samples inside that event's dispatch (its
// microtasks included); UNDER=<function> lists what runs below one function; TOP=n rows.
//
// Usage: DIST=/tmp/dist-names node bench/press-profile.js [PRESSES]
const { serveDist, launch, openFindDrill, answerFindPrompts } = require('./browser');
const { samples, functionTimes } = require('./cpu-profile');

const PRESSES = Number(process.argv[2]) || 60;
const CPU_RATE = Number(process.env.CPU_RATE || 4);
const TOP = Number(process.env.TOP || 40);

function demangle(name) {
  const legacy = name.match(/^_ZN((?:\d+[^\d][^]*?)+)17h[0-9a-f]{16}E$/);
  if (!legacy) return name;
  const parts = [];
  let rest = legacy[1];
  while (rest.length) {
    const m = rest.match(/^(\d+)/);
    if (!m) break;
    const n = Number(m[1]);
    parts.push(rest.slice(m[1].length, m[1].length + n));
    rest = rest.slice(m[1].length + n);
  }
  return parts.join('::').replace(/\$LT\$/g, '<').replace(/\$GT\$/g, '>').replace(/\$u20\$/g, ' ')
    .replace(/\$RF\$/g, '&').replace(/\$C\$/g, ',').replace(/\.\./g, '::');
}

/** A frame's name, Rust's demangled. */
const frameName = (frame) => demangle(frame.functionName || `(${frame.url.split('/').pop()})`);

(async () => {
  const server = await serveDist();
  const browser = await launch();
  try {
    const page = await openFindDrill(browser, server, 'es');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    if (process.env.WINDOW) await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await answerFindPrompts(page, PRESSES);
    const { profile } = await cdp.send('Profiler.stop');
    let keep = () => true;
    if (process.env.WINDOW) {
      // Only the samples inside the dispatch of WINDOW events (e.g. pointerdown), microtasks too.
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      const windows = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === process.env.WINDOW)
        .map((e) => [e.ts, e.ts + e.dur]);
      console.log(`${windows.length} ${process.env.WINDOW} dispatches, ${(windows.reduce((a, [f, t]) => a + t - f, 0) / 1000 / PRESSES).toFixed(2)} ms each`);
      keep = (time) => windows.some(([from, to]) => time >= from && time <= to);
    }
    const per = (ms) => (ms / PRESSES).toFixed(3).padStart(8);
    const print = (rows, count = TOP) => { for (const [n, ms] of rows.slice(0, count)) console.log(`${per(ms)}  ${n.slice(0, 150)}`); };
    if (process.env.UNDER) {
      // The functions called (at any depth) under UNDER, by inclusive time.
      const under = new Map();
      for (const { time, ms, stack } of samples(profile, frameName)) {
        const at = stack.indexOf(process.env.UNDER);
        if (at < 0 || !keep(time)) continue;
        for (const n of new Set(stack.slice(0, at))) under.set(n, (under.get(n) || 0) + ms);
      }
      console.log(`under ${process.env.UNDER}:`);
      print([...under.entries()].sort((a, b) => b[1] - a[1]));
      return;
    }
    const { self, inclusive } = functionTimes(profile, keep, frameName);
    console.log(`ms per press (CPU ${CPU_RATE}x), self:`);
    print(self);
    console.log('\nms per press, inclusive:');
    print(inclusive, TOP * 2);
  } finally {
    await browser.close();
    server.stop();
  }
})().catch((e) => { console.error(e); process.exit(1); });
