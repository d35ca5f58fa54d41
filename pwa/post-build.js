#!/usr/bin/env node
// Trunk post-build hook (see Trunk.toml), run on the staged build before Trunk moves it to dist/:
//  1. moves every inline <script> of index.html (Trunk's wasm loader; `trunk serve`'s
//     autoreload) into a file named by its content hash, so the page's CSP needs no
//     'unsafe-inline';
//  2. writes /sw.js with Workbox: precaches every file of the build, serves them cache-first,
//     answers app routes with index.html, removes old caches, and waits for the page's
//     SKIP_WAITING message before it takes over (no automatic skipWaiting).
// Safe to run again on a finished build (nothing inline is left; sw.js is rewritten), which is
// how the end-to-end test makes a "new version".
//
// Usage: TRUNK_STAGING_DIR=dist node pwa/post-build.js   (Trunk sets the variables itself)
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { generateSW } = require('workbox-build');

const dir = process.env.TRUNK_STAGING_DIR;
const publicUrl = process.env.TRUNK_PUBLIC_URL || '/';
const release = process.env.TRUNK_PROFILE !== 'debug';

// Trunk's hashed outputs (`escaque-app-0123456789abcdef_bg.wasm`, `style-….css`) and our
// `loader-….js`: their names change with their content, so Workbox needs no revision for them.
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;

function digest(algorithm, data, encoding) {
  return crypto.createHash(algorithm).update(data).digest(encoding);
}

/** Moves inline scripts to files; returns how many were moved. */
function externaliseInlineScripts(htmlPath) {
  const html = fs.readFileSync(htmlPath, 'utf8');
  let moved = 0;
  const out = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (tag, attrs, body) => {
    if (/\bsrc\s*=/i.test(attrs) || body.trim() === '') return tag;
    // `trunk serve` fills these placeholders of its autoreload script in HTML responses only.
    const code = `${body.trim()}\n`
      .replace(/'\{\{__TRUNK_ADDRESS__\}\}'/g, 'window.location.host')
      .replace(/\{\{__TRUNK_WS_BASE__\}\}/g, publicUrl);
    const name = `loader-${digest('sha256', code, 'hex').slice(0, 16)}.js`;
    fs.writeFileSync(path.join(path.dirname(htmlPath), name), code);
    moved += 1;
    const kept = attrs.replace(/\s+nonce\s*=\s*("[^"]*"|'[^']*'|\S+)/gi, '');
    const integrity = `sha384-${digest('sha384', code, 'base64')}`;
    return `<script${kept} src="${publicUrl}${name}" integrity="${integrity}" crossorigin="anonymous"></script>`;
  });
  if (/<script\b(?![^>]*\bsrc\s*=)[^>]*>\s*\S/i.test(out)) {
    throw new Error('index.html still has an inline script');
  }
  if (out !== html) fs.writeFileSync(htmlPath, out);
  return moved;
}

/** A debug build gets a worker that removes itself and its caches, so every rebuild shows. */
function writeDebugWorker(swPath) {
  fs.writeFileSync(swPath, `// Debug build: no offline cache. This worker removes itself and any cache left behind.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(
  caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
    .then(() => self.registration.unregister())));
`);
}

async function writeWorker(swPath) {
  const { count, size, warnings } = await generateSW({
    swDest: swPath,
    globDirectory: dir,
    // Every file of the build, the lazily fetched game asset (games.bin) included.
    globPatterns: ['**/*'],
    globIgnores: ['sw.js', 'sw.js.map', 'workbox-*.js', '**/*.map'],
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
    modifyURLPrefix: publicUrl === '/' ? undefined : { '': publicUrl },
    cacheId: 'escaque',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    navigateFallback: `${publicUrl}index.html`,
    // Routes are client-side (/settings, /drill/squares?fen=… …); a path whose last segment has
    // a file extension is a file (the query, which may hold dots, is not looked at).
    navigateFallbackDenylist: [/^\/(?:[^/?]*\/)*[^/?]+\.[^/?]+(?:\?.*)?$/],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  if (warnings.length > 0) throw new Error(`workbox: ${warnings.join('; ')}`);
  return { count, size };
}

async function main() {
  if (!dir) throw new Error('TRUNK_STAGING_DIR is not set (run by Trunk, or set it to a build folder)');
  const moved = externaliseInlineScripts(path.join(dir, 'index.html'));
  const swPath = path.join(dir, 'sw.js');
  if (!release) {
    writeDebugWorker(swPath);
    console.log(`post-build: ${moved} inline script(s) moved out; debug build, no precache`);
    return;
  }
  const { count, size } = await writeWorker(swPath);
  console.log(`post-build: ${moved} inline script(s) moved out; sw.js precaches ${count} files (${Math.round(size / 1024)} KiB)`);
}

main().catch((err) => {
  console.error(`post-build: ${err.message}`);
  process.exit(1);
});
