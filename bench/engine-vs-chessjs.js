#!/usr/bin/env node
// The notation engine against chess.js (issue 7), in the same Chromium page.
//
// Builds crates/escaque-bench-wasm (the engine in a wasm of its own: the app's wasm carries no
// benchmark code) with the app's release profile and wasm-opt level, runs wasm-bindgen into
// target/bench-wasm/pkg, then serves bench/engine.html, that pkg, chess.js (npm, pinned in
// package.json, used only here) and assets/games.bin on 127.0.0.1 and opens the page in Debian's
// Chromium. The page turns the shipped games into one move list (English SAN, as chess.js reads
// it) and, several rounds after a warm-up, times on that same list:
//   engine   - for each game, from its start position, every move read with the core's reader,
//              graded as the name-move drill grades (FIDE profile) and played;
//   chess.js - for each game, new Chess(), then chess.move(san) for each move.
// It checks that both took every move (the engine: graded correct) and ended every game in the
// same position, then prints the medians and their ratio (target: at most 1/20).
//
// Usage: node bench/engine-vs-chessjs.js [ROUNDS] (default 9, after 3 warm-up rounds)
// Needs: the wasm32-unknown-unknown target and the wasm-bindgen CLI of Cargo.lock (as ./x does).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { ROOT, launch, median, watchErrors } = require('./browser');

const ROUNDS = Number(process.argv[2]) || 9;
const WARMUP = 3;
const PKG = path.join(ROOT, 'target/bench-wasm/pkg');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** Builds the benchmark wasm as the app's wasm is built (wasm-release profile, wasm-opt -Oz). */
function build() {
  run('cargo', ['build', '-p', 'escaque-bench-wasm', '--target', 'wasm32-unknown-unknown', '--profile', 'wasm-release']);
  const wasm = path.join(ROOT, 'target/wasm32-unknown-unknown/wasm-release/escaque_bench_wasm.wasm');
  run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', PKG, wasm]);
  const bg = path.join(PKG, 'escaque_bench_wasm_bg.wasm');
  const wasmOpt = path.join(ROOT, 'node_modules/.bin/wasm-opt');
  run(wasmOpt, ['-Oz', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
    '--enable-reference-types', '--enable-multivalue', '--enable-mutable-globals', bg, '-o', bg]);
}

/** Serves the page and what it loads, nothing else; returns its URL and a stop function. */
function serve() {
  const files = {
    '/': ['bench/engine.html', 'text/html'],
    '/engine-page.js': ['bench/engine-page.js', 'text/javascript'],
    '/pkg/escaque_bench_wasm.js': ['target/bench-wasm/pkg/escaque_bench_wasm.js', 'text/javascript'],
    '/pkg/escaque_bench_wasm_bg.wasm': ['target/bench-wasm/pkg/escaque_bench_wasm_bg.wasm', 'application/wasm'],
    '/chess.js': [path.relative(ROOT, require.resolve('chess.js')).replace('/cjs/', '/esm/'), 'text/javascript'],
    '/games.bin': ['assets/games.bin', 'application/octet-stream'],
  };
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': 'no-store' });
    fs.createReadStream(path.join(ROOT, file[0])).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(Number(process.env.PORT) || 0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() });
    });
  });
}

async function main() {
  build();
  const server = await serve();
  const browser = await launch();
  const version = browser.version();
  let result;
  try {
    const page = await browser.newPage();
    const checkErrors = watchErrors(page);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => window.benchReady === true);
    result = await page.evaluate((options) => window.runBench(options), { rounds: ROUNDS, warmup: WARMUP });
    checkErrors();
  } finally {
    await browser.close();
    server.stop();
  }
  const { total, engineCorrect, chessJsMoves } = result;
  if (!(total > 0) || engineCorrect !== total || chessJsMoves !== total) {
    throw new Error(`moves: ${total} in the list, ${engineCorrect} graded correct by the engine, ${chessJsMoves} played by chess.js`);
  }
  if (!result.sameFinalPositions) {
    throw new Error(`a game ends elsewhere: ${JSON.stringify(result.firstDifference)}`);
  }
  const [e, c] = [median(result.engineMs), median(result.chessJsMs)];
  const f = (v) => v.toFixed(1);
  console.log(`engine vs chess.js ${require('chess.js/package.json').version}: ${total} moves of ${result.games} shipped games, median of ${ROUNDS} rounds after ${WARMUP} warm-up, Chromium ${version}`);
  console.log(`  rounds: engine ${result.engineMs.map(f).join(' ')} ms; chess.js ${result.chessJsMs.map(f).join(' ')} ms`);
  console.log(`engine read+grade: ${f(e)} ms, chess.js move(): ${f(c)} ms, ratio 1/${(c / e).toFixed(1)} (target 1/20 or better)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
