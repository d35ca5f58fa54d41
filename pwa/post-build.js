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

// The wasm module of the page a visit starts at, by the first segment of its path, as
// `preload_for` in src/routes.rs has it. The home page is not here: its first screen needs no
// chunk, and the app fetches the board's as it starts, after the language's.
const PAGE_MODULES = {
  drill: 'drill',
  progress: 'progress',
  builder: 'teacher', results: 'teacher', result: 'teacher', convert: 'teacher', worksheet: 'teacher',
};

/**
 * The files of each split module (`{ drill: ['split_drill.wasm', 'chunk_12.wasm', …] }`): its
 * own and the shared chunks it needs, read from the chunk loader `__wasm_split.js` that
 * wasm-split-cli writes (one `makeLoad` per file, the shared ones listed after each module's).
 */
function moduleFiles(splitJs) {
  const file = (body) => /fetch\(new URL\("\.\/([^"]+)"/.exec(body)?.[1];
  const chunks = {};
  for (const [, name, body] of splitJs.matchAll(/const (__chunk_\d+) = makeLoad\(([\s\S]*?)\n, \[[^\]]*\]\);/g)) {
    chunks[name] = file(body);
  }
  const modules = {};
  const exported = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(([\s\S]*?)\n, \[([^\]]*)\]\)\);/g;
  for (const [, name, body, deps] of splitJs.matchAll(exported)) {
    const needed = deps.split(',').map((d) => d.trim()).filter(Boolean).map((d) => chunks[d]);
    modules[name] = [file(body), ...needed];
    if (modules[name].some((f) => !f)) throw new Error(`__wasm_split.js: cannot read the files of ${name}`);
  }
  for (const name of new Set(Object.values(PAGE_MODULES))) {
    if (!modules[name]) throw new Error(`__wasm_split.js has no module ${name}`);
  }
  return modules;
}

/**
 * The module script that starts the app. Before it waits for the main wasm, it asks for what
 * the app will ask for first once the main wasm runs (`src/lib.rs`, `start`), so that these
 * come in parallel with it rather than after it:
 *  - the chunk of the UI language the app will start in: a guess the app does not rely on (it
 *    decides for itself, `src/state.rs`), the stored setting, else the first of the browser's
 *    languages that has a UI, else English; a wrong guess costs one small fetch;
 *  - the chunks of the page the visit starts at, when it is a page of its own (a link to a
 *    drill).
 */
function appLoader(app, languages, pageFiles) {
  return `import init from '${app}/escaque-app.js';
const languages = ${JSON.stringify(languages)};
const pageFiles = ${JSON.stringify(pageFiles)};
function startingLanguage() {
  try {
    const stored = JSON.parse(localStorage.getItem('escaque.settings') || 'null');
    if (stored && languages.includes(stored.ui_language)) return stored.ui_language;
  } catch { /* unreadable settings: the app replaces them and goes by the browser */ }
  // The app also maps a few languages to the one their speakers read (gl → es, gsw → de):
  // those get the English guess, and the app fetches the right one itself.
  return (navigator.languages || []).map((tag) => tag.split(/[-_]/)[0].toLowerCase())
    .find((code) => languages.includes(code)) || 'en';
}
// Hints only: whatever goes wrong here, the app starts.
try {
  const page = location.pathname.split('/')[1];
  const files = [\`split_source_\${startingLanguage()}.wasm\`, ...(Object.hasOwn(pageFiles, page) ? pageFiles[page] : [])];
  // One insertion for all the preloads: each insertion into <head> costs the page a style update.
  const preloads = document.createDocumentFragment();
  for (const file of files) {
    preloads.append(Object.assign(document.createElement('link'), {
      rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: \`${app}/\${file}\`,
    }));
  }
  document.head.append(preloads);
} catch { /* no preload: the app asks for what it needs */ }
await init({ module_or_path: '${app}/escaque-app_bg.wasm' });`;
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
  const modules = moduleFiles(fs.readFileSync(path.join(dir, apps[0], '__wasm_split.js'), 'utf8'));
  // One module per UI language, `source_<code>` (src/i18n.rs).
  const languages = Object.keys(modules).filter((name) => name.startsWith('source_')).map((name) => name.slice(7)).sort();
  if (languages.length === 0) throw new Error(`no source_<language> module in ${apps[0]}/__wasm_split.js`);
  const pageFiles = Object.fromEntries(Object.entries(PAGE_MODULES).map(([page, name]) => [page, modules[name]]));
  const loader = [
    `<link rel="modulepreload" href="${app}/escaque-app.js">`,
    `<link rel="modulepreload" href="${app}/__wasm_split.js">`,
    `<link rel="preload" href="${app}/escaque-app_bg.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">`,
    `<script type="module">${appLoader(app, languages, pageFiles)}</script>`,
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
