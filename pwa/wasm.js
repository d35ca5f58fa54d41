#!/usr/bin/env node
// Trunk build hook (see Trunk.toml): builds the app's wasm and splits it by route.
//
// Trunk's own Rust pipeline makes one wasm of the whole app; it cannot split it
// (trunk-rs/trunk#1022). The pages behind `LazyRoute` (src/routes.rs) are split points, and
// this hook does what cargo-leptos does with `--split`:
//  1. cargo builds the app for wasm32 with the linker's relocations kept (`--emit-relocs`);
//  2. `wasm-split-cli` (crate wasm_split_cli_support) cuts it into the main module (the shell,
//     home and settings) and one chunk per split point, plus `__wasm_split.js`, which fetches
//     a chunk the first time its route is visited;
//  3. wasm-bindgen writes the glue of the main module; wasm-opt -Oz shrinks every module; on a
//     release build, the main module's imports get short names and the glue is minified.
// Everything goes to `app-<id>/` in the build, `<id>` a digest of the linked wasm, so that a
// new build never meets an old file in a cache. `pwa/post-build.js` then loads
// `app-<id>/escaque-app.js` from index.html.
//
// Usage: TRUNK_STAGING_DIR=dist TRUNK_PROFILE=release node pwa/wasm.js   (Trunk sets these)
// Env:   ESCAQUE_WASM_NAMES=1 keeps the function names in the release wasm (for a profiler).
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const TARGET = 'wasm32-unknown-unknown';
const BIN = 'escaque-app';
// The features rustc enables for wasm32-unknown-unknown, which the chunks use but, unlike the
// linked module, do not declare in a `target_features` section that wasm-opt could read.
const WASM_FEATURES = [
  '--enable-bulk-memory', '--enable-mutable-globals', '--enable-nontrapping-float-to-int',
  '--enable-sign-ext', '--enable-reference-types', '--enable-multivalue',
];

/** Runs a command in the workspace; its output goes to Trunk's. */
function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** The first 16 hex digits of the SHA-256 of a file. */
function digestOf(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

/** An unsigned LEB128 number at `pos` of `buf`: `[value, next position]`. */
function leb(buf, pos) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = buf[pos++];
    value += (b & 0x7f) * 2 ** shift;
    if (!(b & 0x80)) return [value, pos];
    shift += 7;
  }
}

/** The unsigned LEB128 bytes of `n`. */
function lebBytes(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}

/**
 * Gives the main module's imports from its glue short names (`w0`, `w1`, …) in both files:
 * wasm-bindgen names each one after its function and a hash (`__wbg_append_7fa3d5c3e1b2b3f4`),
 * some 280 of them, whose hashes do not compress and were about 8 KB of the first load (gzip).
 * Only names found exactly once in the glue are renamed. Returns how many were.
 */
function shortenImports(wasmPath, jsPath, jsModule) {
  const wasm = fs.readFileSync(wasmPath);
  let js = fs.readFileSync(jsPath, 'utf8');
  let pos = 8;
  const parts = [wasm.subarray(0, 8)];
  let renamed = 0;
  while (pos < wasm.length) {
    const id = wasm[pos];
    const [size, start] = leb(wasm, pos + 1);
    const end = start + size;
    if (id !== 2) {
      parts.push(wasm.subarray(pos, end));
      pos = end;
      continue;
    }
    let p = start;
    let count;
    [count, p] = leb(wasm, p);
    const body = [lebBytes(count)];
    const name = () => {
      const [len, at] = leb(wasm, p);
      p = at + len;
      return wasm.toString('utf8', at, at + len);
    };
    for (let i = 0; i < count; i++) {
      const module = name();
      let field = name();
      // The import's description, copied as it is.
      const descStart = p;
      const kind = wasm[p++];
      const limits = () => { const flags = wasm[p++]; [, p] = leb(wasm, p); if (flags & 1) [, p] = leb(wasm, p); };
      if (kind === 0) [, p] = leb(wasm, p);
      else if (kind === 1) { p++; limits(); } else if (kind === 2) limits();
      else if (kind === 3) p += 2;
      else if (kind === 4) { p++; [, p] = leb(wasm, p); } else throw new Error(`import of unknown kind ${kind}`);
      if (module === jsModule && /^[A-Za-z_]\w*$/.test(field)) {
        const word = new RegExp(`\\b${field}\\b`, 'g');
        if ((js.match(word) || []).length === 1) {
          const short = `w${renamed.toString(36)}`;
          js = js.replace(word, short);
          field = short;
          renamed++;
        }
      }
      for (const text of [module, field]) body.push(lebBytes(Buffer.byteLength(text)), Buffer.from(text));
      body.push(wasm.subarray(descStart, p));
    }
    if (p !== end) throw new Error('the import section was not read to its end');
    const section = Buffer.concat(body);
    parts.push(Buffer.from([2]), lebBytes(section.length), section);
    pos = end;
  }
  const out = Buffer.concat(parts);
  new WebAssembly.Module(out); // still a valid module
  fs.writeFileSync(wasmPath, out);
  fs.writeFileSync(jsPath, js);
  return renamed;
}

/** A tool from node_modules/.bin when the project installed it there, else from PATH. */
function tool(name) {
  const local = path.join(ROOT, 'node_modules', '.bin', name);
  return fs.existsSync(local) ? local : name;
}

async function main() {
  const staging = process.env.TRUNK_STAGING_DIR;
  if (!staging) throw new Error('TRUNK_STAGING_DIR is not set (run by Trunk, or set it to a build folder)');
  const release = process.env.TRUNK_PROFILE !== 'debug';
  const profile = release ? 'wasm-release' : 'dev';
  const targetDir = process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target');

  run('cargo', [
    'build', '--target', TARGET, '--bin', BIN, '--profile', profile,
    // Added to the rustflags of .cargo/config.toml (cargo joins the two lists).
    '--config', `target.${TARGET}.rustflags=["-Clink-args=--emit-relocs"]`,
  ]);
  const linked = path.join(targetDir, TARGET, release ? 'wasm-release' : 'debug', `${BIN}.wasm`);
  const id = digestOf(linked);

  const work = path.join(targetDir, 'wasm-split', id);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  run('wasm-split-cli', [linked, work, '--out-name', BIN, '--target', 'web']);

  const out = path.join(staging, `app-${id}`);
  fs.mkdirSync(out, { recursive: true });
  run('wasm-bindgen', [
    '--target', 'web', '--keep-lld-exports', '--no-demangle', '--no-typescript',
    '--out-name', BIN, '--out-dir', out, path.join(work, `${BIN}.wasm`),
  ]);
  const chunks = fs.readdirSync(work).filter((f) => f.endsWith('.wasm') && f !== `${BIN}.wasm`);
  fs.copyFileSync(path.join(work, '__wasm_split.js'), path.join(out, '__wasm_split.js'));
  const modules = [path.join(out, `${BIN}_bg.wasm`)];
  for (const chunk of chunks) {
    fs.copyFileSync(path.join(work, chunk), path.join(out, chunk));
    modules.push(path.join(out, chunk));
  }
  if (release) {
    const names = process.env.ESCAQUE_WASM_NAMES ? ['--debuginfo'] : [];
    // --converge repeats the passes while they still shrink the module; --low-memory-unused
    // lets them fold addresses under 1 KiB, which a Rust module never uses (its stack grows
    // down from 1 MiB towards them, its data lies above). Together about 1 KB gzip less.
    for (const module of modules) {
      run(tool('wasm-opt'), ['-Oz', '--converge', '--low-memory-unused', ...names, ...WASM_FEATURES, module, '-o', module]);
    }
  }
  if (release) {
    const glue = path.join(out, `${BIN}.js`);
    const renamed = shortenImports(modules[0], glue, `./${BIN}_bg.js`);
    // The glue minified (terser, a devDependency): comments, spaces, local names.
    const { minify } = await import('terser');
    const { code } = await minify(fs.readFileSync(glue, 'utf8'), { module: true, compress: true, mangle: true });
    fs.writeFileSync(glue, code);
    console.log(`wasm: ${renamed} imports of the main module renamed short; its glue minified`);
  }
  const size = modules.reduce((sum, m) => sum + fs.statSync(m).size, 0);
  console.log(`wasm: app-${id}/: the main module and ${chunks.length} chunk(s), ${Math.round(size / 1024)} KiB in all`);
}

main().catch((err) => {
  console.error(`wasm: ${err.message}`);
  process.exit(1);
});
