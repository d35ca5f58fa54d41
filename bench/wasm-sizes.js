#!/usr/bin/env node
// What a wasm module's bytes are: its sections, its data, and its largest functions and crates
// by code size (as twiggy's `top`, without installing it). Function names need a build that
// kept them: `ESCAQUE_WASM_NAMES=1 trunk build --release --dist /tmp/dist-names` (bench/README.md).
//
// Usage: node bench/wasm-sizes.js FILE.wasm [TOP]   (default TOP 40)
'use strict';

const fs = require('node:fs');
const zlib = require('node:zlib');

const file = process.argv[2];
const top = Number(process.argv[3] || 40);
if (!file) {
  console.error('usage: node bench/wasm-sizes.js FILE.wasm [TOP]');
  process.exit(2);
}
const bytes = fs.readFileSync(file);

/** A reader of LEB128 numbers and names at a position. */
function reader(buf, pos = 0) {
  const r = {
    pos,
    u32() {
      let result = 0;
      let shift = 0;
      for (;;) {
        const b = buf[r.pos++];
        result += (b & 0x7f) * 2 ** shift;
        if (!(b & 0x80)) return result;
        shift += 7;
      }
    },
    name() {
      const len = r.u32();
      const s = buf.toString('utf8', r.pos, r.pos + len);
      r.pos += len;
      return s;
    },
  };
  return r;
}

const SECTIONS = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount', 'tag'];
const r = reader(bytes, 8);
const sections = [];
let imports = 0;
let code = null;
const names = new Map();
while (r.pos < bytes.length) {
  const id = bytes[r.pos++];
  const size = r.u32();
  const start = r.pos;
  let label = SECTIONS[id] || `section ${id}`;
  if (id === 0) {
    const name = reader(bytes, start).name();
    label = `custom "${name}"`;
    if (name === 'name') {
      const n = reader(bytes, start);
      n.name();
      while (n.pos < start + size) {
        const sub = bytes[n.pos++];
        const len = n.u32();
        const end = n.pos + len;
        if (sub === 1) {
          const count = n.u32();
          for (let i = 0; i < count; i++) {
            const index = n.u32();
            names.set(index, n.name());
          }
        }
        n.pos = end;
      }
    }
  } else if (id === 2) {
    const s = reader(bytes, start);
    const count = s.u32();
    for (let i = 0; i < count; i++) {
      s.name();
      s.name();
      const kind = bytes[s.pos++];
      if (kind === 0) { s.u32(); imports++; } else if (kind === 1) { s.pos++; const f = bytes[s.pos++]; s.u32(); if (f & 1) s.u32(); } else if (kind === 2) { const f = bytes[s.pos++]; s.u32(); if (f & 1) s.u32(); } else if (kind === 3) { s.pos += 2; } else if (kind === 4) { s.pos++; s.u32(); }
    }
  } else if (id === 10) {
    code = { start, size };
  }
  sections.push([label, size, bytes.subarray(start, start + size)]);
  r.pos = start + size;
}

const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
console.log(`${file}: ${bytes.length} bytes, ${gz(bytes)} gzip -9`);
for (const [label, size, body] of sections) console.log(`  ${label.padEnd(28)} ${String(size).padStart(9)}  gzip alone ${gz(body)}`);

if (code) {
  const c = reader(bytes, code.start);
  const count = c.u32();
  const funcs = [];
  for (let i = 0; i < count; i++) {
    const size = c.u32();
    const body = bytes.subarray(c.pos, c.pos + size);
    funcs.push({ name: names.get(imports + i) || `func[${imports + i}]`, size, body });
    c.pos += size;
  }
  funcs.sort((a, b) => b.size - a.size);
  console.log(`\n${count} functions${names.size ? '' : ' (no names: build with ESCAQUE_WASM_NAMES=1)'}; the ${top} largest (bytes):`);
  for (const f of funcs.slice(0, top)) console.log(`  ${String(f.size).padStart(7)}  ${f.name.slice(0, 150)}`);
  if (names.size) {
    // A crate is the first path segment of a demangled name, generics aside.
    const crates = new Map();
    for (const f of funcs) {
      const m = /^(?:<)?(?:&(?:mut )?)?([A-Za-z_][A-Za-z0-9_]*)::/.exec(f.name);
      const crate = m ? m[1] : '(other)';
      crates.set(crate, (crates.get(crate) || 0) + f.size);
    }
    console.log('\nby crate (the first segment of the name; bytes of code):');
    for (const [crate, size] of [...crates].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${String(size).padStart(8)}  ${crate}`);
  }
}
