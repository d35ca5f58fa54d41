// The facts kept in the core (drill modes and a working link of each, lessons, languages), read
// from target/facts.json, which `escaque facts --json` writes (./x test writes it before the
// browser tests; this module writes it when it is missing). Tests and scripts take their lists
// from here and from src/pages.txt (pwa/pages.js), never from lists of their own.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { readPages } = require('../pwa/pages');

const ROOT = path.resolve(__dirname, '..');
const FILE = path.join(ROOT, 'target', 'facts.json');

let cached = null;

/** `{ modes: [{ slug, kind, sample }], lessons: [{ id, path, more }], ui_languages, notation_languages }`. */
function facts() {
  if (cached) return cached;
  if (!fs.existsSync(FILE)) {
    const json = execFileSync('cargo', ['run', '-q', '-p', 'escaque-cli', '--', 'facts', '--json'],
      { cwd: ROOT, encoding: 'utf8' });
    fs.mkdirSync(path.dirname(FILE), { recursive: true });
    fs.writeFileSync(FILE, json);
  }
  cached = JSON.parse(fs.readFileSync(FILE, 'utf8'));
  return cached;
}

/**
 * Every page of the app as an address to open: each route of src/pages.txt, a route with a
 * parameter once per value (every drill mode's sample link, every lesson), and the pages that
 * need a query (a worksheet of each kind of drill). `/result` is left out: it shows a student's
 * result code, which only a finished run makes (tests open it after one).
 */
function everyPage() {
  const { modes, lessons } = facts();
  const addresses = [];
  for (const page of readPages()) {
    if (page.path === '/drill/:mode') addresses.push(...modes.map((m) => m.sample));
    else if (page.path === '/learn/:id') addresses.push(...lessons.map((l) => l.path));
    else if (page.path === '/worksheet') {
      for (const kind of ['square', 'move', 'fen']) {
        const mode = modes.find((m) => m.kind === kind);
        if (mode) addresses.push(`/worksheet?${mode.sample.split('?')[1]}&mode=${mode.slug}`);
      }
    } else if (page.path === '/result') {
      continue;
    } else if (page.path.includes(':')) {
      throw new Error(`tests/facts.js: no values known for ${page.path}: add them to everyPage()`);
    } else addresses.push(page.path);
  }
  return addresses;
}

module.exports = { facts, everyPage };
