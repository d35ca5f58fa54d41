#!/usr/bin/env node
// Trunk post-build hook (see Trunk.toml), run on the staged build before Trunk moves it to dist/:
//  0. loads the app: index.html gets the module script that starts `app-<id>/escaque-app.js`
//     (built by pwa/wasm.js), and preloads for it, its wasm and the chunk loader;
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

// Trunk's hashed outputs (`style-0123456789abcdef.css`), our `loader-….js` and everything in
// pwa/wasm.js's `app-<id>/`: their names change with their content, so Workbox needs no
// revision for them.
const HASHED = /(-[0-9a-f]{16}\.(js|css)$)|(^|\/)app-[0-9a-f]{16}\//;
const APP_DIR = /^app-[0-9a-f]{16}$/;

function digest(algorithm, data, encoding) {
  return crypto.createHash(algorithm).update(data).digest(encoding);
}

/**
 * Adds the app's loader to index.html, once (a second run finds it there). Returns the app's
 * folder.
 */
function addAppLoader(htmlPath) {
  const apps = fs.readdirSync(dir).filter((name) => APP_DIR.test(name));
  if (apps.length !== 1) throw new Error(`expected one app-<id>/ folder from pwa/wasm.js, found ${apps.length}`);
  const app = `${publicUrl}${apps[0]}`;
  const html = fs.readFileSync(htmlPath, 'utf8');
  if (html.includes(`${app}/escaque-app.js`)) return apps[0];
  const loader = [
    `<link rel="modulepreload" href="${app}/escaque-app.js">`,
    `<link rel="modulepreload" href="${app}/__wasm_split.js">`,
    `<link rel="preload" href="${app}/escaque-app_bg.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">`,
    `<script type="module">import init from '${app}/escaque-app.js';\nawait init({ module_or_path: '${app}/escaque-app_bg.wasm' });</script>`,
  ].map((line) => `  ${line}\n`).join('');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  fs.writeFileSync(htmlPath, html.replace('</head>', `${loader}</head>`));
  return apps[0];
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
  addAppLoader(path.join(dir, 'index.html'));
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
