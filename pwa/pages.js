// The app's page list, src/pages.txt (the one list: build.rs makes the app's routes from it),
// for the build hooks.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const FILE = path.join(__dirname, '..', 'src', 'pages.txt');

/** `[{ path: '/drill/:mode', module: 'drill', page: 'drill::DrillPage' }, …]`, in order. */
function readPages(file = FILE) {
  const pages = [];
  fs.readFileSync(file, 'utf8').split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const columns = line.split(/\s+/);
    if (columns.length !== 3 || !columns[0].startsWith('/')) {
      throw new Error(`src/pages.txt:${i + 1}: want three columns (path, module, page): ${line}`);
    }
    const [route, module, page] = columns;
    pages.push({ path: route, module, page });
  });
  return pages;
}

/** Whether `address` (a path) is the page `pattern`'s (`:name` matches one segment). */
function matches(pattern, address) {
  const want = pattern.split('/').filter(Boolean);
  const have = address.split('/').filter(Boolean);
  return want.length === have.length && want.every((w, i) => w.startsWith(':') || w === have[i]);
}

module.exports = { readPages, matches };
