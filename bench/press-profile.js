#!/usr/bin/env node
// Where a find-drill press spends the main thread: a CPU profile of PRESSES right answers
// (default 60) with the CPU slowed CPU_RATE times (default 4), printed as self and inclusive
// time per function. Build with names kept (ESCAQUE_WASM_NAMES=1, bench/README.md) and point
// DIST at it. WINDOW=pointerdown keeps only the samples inside that event's dispatch (its
// microtasks included); UNDER=<function> lists what runs below one function; TOP=n rows.
//
// Usage: DIST=/tmp/dist-names node bench/press-profile.js [PRESSES]
const { serveDist, launch } = require('./browser');

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

function times(profile, windows = null) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children || []) parent.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  const { samples, timeDeltas } = profile;
  let time = profile.startTime;
  for (let i = 0; i < samples.length; i += 1) {
    time += timeDeltas[i];
    if (windows && !windows.some(([from, to]) => time >= from && time <= to)) continue;
    const delta = (timeDeltas[i + 1] ?? 0) / 1000;
    let node = byId.get(samples[i]);
    const name = (n) => demangle(n.callFrame.functionName || `(${n.callFrame.url.split('/').pop()})`);
    self.set(name(node), (self.get(name(node)) || 0) + delta);
    const seen = new Set();
    for (let id = samples[i]; id !== undefined; id = parent.get(id)) {
      const n = name(byId.get(id));
      if (seen.has(n)) continue;
      seen.add(n);
      inclusive.set(n, (inclusive.get(n) || 0) + delta);
    }
  }
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { self: sorted(self), inclusive: sorted(inclusive), byId, parent };
}

(async () => {
  const server = await serveDist();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => localStorage.setItem('escaque.settings', JSON.stringify({
      version: 2, ui_language: 'es', notation: 'es', orientation: 'white', coordinates: 'edges',
      theme: 'light', sounds: false,
    })));
    await page.goto(`${server.url}/drill/find?v=1&n=100&seed=7`);
    await page.locator('.board [data-square="e4"]').waitFor();
    await page.waitForTimeout(1500);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    if (process.env.WINDOW) await browser.startTracing(page, { categories: ['devtools.timeline'] });
    for (let i = 0; i < PRESSES; i++) {
      const square = (await page.locator('[data-prompt]').innerText()).trim().slice(-2);
      await page.locator(`.board [data-square="${square}"]`).click();
      await page.waitForFunction((n) => document.querySelector('.drill-panel .verdict')?.dataset.count === String(n), i + 1);
    }
    const { profile } = await cdp.send('Profiler.stop');
    let windows = null;
    if (process.env.WINDOW) {
      // Only the samples inside the dispatch of WINDOW events (e.g. pointerdown), microtasks too.
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      windows = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === process.env.WINDOW)
        .map((e) => [e.ts, e.ts + e.dur]);
      console.log(`${windows.length} ${process.env.WINDOW} dispatches, ${(windows.reduce((a, [f, t]) => a + t - f, 0) / 1000 / PRESSES).toFixed(2)} ms each`);
    }
    const { self, inclusive, byId, parent } = times(profile, windows);
    if (process.env.UNDER) {
      // The functions called (at any depth) under UNDER, by inclusive time.
      const name = (n) => demangle(n.callFrame.functionName || `(${n.callFrame.url.split('/').pop()})`);
      const under = new Map();
      const { samples, timeDeltas } = profile;
      for (let i = 0; i < samples.length; i += 1) {
        const delta = (timeDeltas[i + 1] ?? 0) / 1000;
        const chain = [];
        for (let id = samples[i]; id !== undefined; id = parent.get(id)) chain.push(name(byId.get(id)));
        const at = chain.indexOf(process.env.UNDER);
        if (at < 0) continue;
        for (const n of new Set(chain.slice(0, at))) under.set(n, (under.get(n) || 0) + delta);
      }
      console.log(`under ${process.env.UNDER}:`);
      for (const [n, ms] of [...under.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${(ms / PRESSES).toFixed(3).padStart(8)}  ${n.slice(0, 150)}`);
      return;
    }
    const per = (ms) => (ms / PRESSES).toFixed(3).padStart(8);
    console.log(`ms per press (CPU ${CPU_RATE}x), self:`);
    for (const [n, ms] of self.slice(0, TOP)) console.log(`${per(ms)}  ${n.slice(0, 150)}`);
    console.log(`\nms per press, inclusive:`);
    for (const [n, ms] of inclusive.slice(0, TOP * 2)) console.log(`${per(ms)}  ${n.slice(0, 150)}`);
  } finally {
    await browser.close();
    server.stop();
  }
})().catch((e) => { console.error(e); process.exit(1); });
