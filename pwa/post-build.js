#!/usr/bin/env node
// Trunk post-build hook (see Trunk.toml), run on the staged build before Trunk moves it to dist/:
//  0. loads the app: index.html gets the module script (minified, as are the chunk loader and,
//     on a release build, the stylesheet) that, once the page is painted, fetches
//     the main wasm, the language's and the page's chunks together and starts
//     `app-<id>/escaque-app.js` (built by pwa/wasm.js);
//  1. moves every inline <script> of index.html (Trunk's wasm loader; `trunk serve`'s
//     autoreload) into a file named by its content hash, so the page's CSP needs no
//     'unsafe-inline';
//  2. writes a static page per route (pwa/prerender.js: the app's own markup in every UI
//     language, shown before the wasm);
//  3. writes /sw.js with Workbox: precaches every file of the build, serves them cache-first,
//     answers each page's address with its static page and any other route with index.html, removes old caches, and waits for the page's
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
const { readPages } = require('./pages');
const { prerender } = require('./prerender');

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
  for (const { module } of readPages()) {
    if (module !== 'main' && !modules[module]) throw new Error(`__wasm_split.js has no module ${module} (src/pages.txt)`);
  }
  return modules;
}

/**
 * The module script that starts the app, once the page's static copy is painted
 * (pwa/prerender.js): nothing it fetches competes with the first paint. It then asks at once,
 * in parallel, for what the app will need first (`src/lib.rs`, `start`):
 *  - the main wasm module and its glue;
 *  - the chunk of the UI language the app will start in, the one the static page picked
 *    (`<html lang>`): a guess the app does not rely on (it decides for itself, `src/state.rs`);
 *    a wrong guess costs one small fetch;
 *  - the chunks of the page the visit starts at, when its code is not in the main module, and
 *    the later part of the language's messages, which such a page needs (`src/i18n.rs`).
 */
function appLoader(app, languages, pageFiles, laterFiles) {
  return `const languages = ${JSON.stringify(languages)};
const pageFiles = ${JSON.stringify(pageFiles)};
const laterFiles = ${JSON.stringify(laterFiles)};
// The page's pattern (\`/drill/:mode\`) matches the address: src/pages.txt, pwa/pages.js.
const matches = (pattern, address) => {
  const want = pattern.split('/').filter(Boolean);
  const have = address.split('/').filter(Boolean);
  return want.length === have.length && want.every((w, i) => w.startsWith(':') || w === have[i]);
};
// After the first paint: a frame, then a task; at most 200 ms in a tab the browser does not
// paint (opened in the background).
await new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 200);
});
// Hints only: whatever goes wrong here, the app starts.
try {
  const lang = languages.includes(document.documentElement.lang) ? document.documentElement.lang : 'en';
  const page = Object.keys(pageFiles).find((pattern) => matches(pattern, location.pathname));
  const files = ['escaque-app_bg.wasm', \`split_source_\${lang}.wasm\`, ...(page ? [...pageFiles[page], ...laterFiles[lang]] : [])];
  // One insertion for all the preloads: each insertion into <head> costs the page a style update.
  const preloads = document.createDocumentFragment();
  preloads.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '${app}/__wasm_split.js' }));
  for (const file of files) {
    preloads.append(Object.assign(document.createElement('link'), {
      rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: \`${app}/\${file}\`,
    }));
  }
  document.head.append(preloads);
} catch { /* no preload: the app asks for what it needs */ }
const { default: init } = await import('${app}/escaque-app.js');
await init({ module_or_path: '${app}/escaque-app_bg.wasm' });`;
}

/**
 * Adds the app's loader to index.html, once (a second run finds it there). Returns the app's
 * folder.
 */
async function addAppLoader(htmlPath) {
  const apps = fs.readdirSync(dir).filter((name) => APP_DIR.test(name));
  if (apps.length !== 1) throw new Error(`expected one app-<id>/ folder from pwa/wasm.js, found ${apps.length}`);
  const app = `${publicUrl}${apps[0]}`;
  const html = fs.readFileSync(htmlPath, 'utf8');
  if (html.includes('data-page=') || html.includes(`${app}/escaque-app_bg.wasm`)) return apps[0];
  const splitJs = path.join(dir, apps[0], '__wasm_split.js');
  const modules = moduleFiles(fs.readFileSync(splitJs, 'utf8'));
  // Read above; now minified, as the main module's glue is (pwa/wasm.js): it is in the first load.
  if (release) fs.writeFileSync(splitJs, await minifyJs(fs.readFileSync(splitJs, 'utf8')));
  // One module per UI language, `source_<code>` (src/i18n.rs).
  const languages = Object.keys(modules).filter((name) => name.startsWith('source_')).map((name) => name.slice(7)).sort();
  if (languages.length === 0) throw new Error(`no source_<language> module in ${apps[0]}/__wasm_split.js`);
  const pageFiles = Object.fromEntries(readPages().filter((p) => p.module !== 'main').map((p) => [p.path, modules[p.module]]));
  // And one module per UI language for the messages of the pages outside the main module,
  // `later_<code>` (src/i18n.rs).
  const laterFiles = Object.fromEntries(languages.map((l) => [l, modules[`later_${l}`]]));
  for (const [l, files] of Object.entries(laterFiles)) if (!files) throw new Error(`no later_${l} module in ${apps[0]}/__wasm_split.js`);
  const code = appLoader(app, languages, pageFiles, laterFiles);
  const loader = `  <script type="module">${release ? await minifyJs(code) : code}</script>\n`;
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  fs.writeFileSync(htmlPath, html.replace('</head>', `${loader}</head>`));
  return apps[0];
}

/** A JavaScript module minified by terser (a devDependency in package.json). */
async function minifyJs(code) {
  const { minify } = await import('terser');
  return (await minify(code, { module: true, compress: true, mangle: true })).code;
}

/**
 * CSS without its comments and the spaces it does not need: runs of white space become one
 * space, and none is kept next to `{`, `}`, `;`, `,` or `>`, nor a `;` before `}`. Strings are
 * kept as they are. (Spaces next to `:`, `+` or `-` are kept: `a :hover` and `calc(1px - 2px)`
 * need theirs.)
 */
function minifyCss(css) {
  let out = '';
  for (let i = 0; i < css.length;) {
    const c = css[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
    } else if (/\s/.test(c)) {
      while (i < css.length && /\s/.test(css[i])) i++;
      if (out && !/[{};,>]$/.test(out) && i < css.length && !/[{};,>]/.test(css[i])) out += ' ';
    } else {
      if (c === '}' && out.endsWith(';')) out = out.slice(0, -1);
      if (/[{};,>]/.test(c) && out.endsWith(' ')) out = out.slice(0, -1);
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * Minifies Trunk's stylesheet (`style-<hash>.css`, in the first load and render-blocking): written
 * under the digest of its new content, with index.html's link and integrity to match.
 */
function minifyStyles(htmlPath) {
  const html = fs.readFileSync(htmlPath, 'utf8');
  // Trunk writes its hash in hex without leading zeros: 16 digits or fewer.
  const link = /href="([^"]*?)(style-[0-9a-f]{1,16}\.css)" integrity="sha384-[^"]+"/;
  const found = link.exec(html);
  if (!found) throw new Error('index.html: no stylesheet link with integrity');
  const [, prefix, name] = found;
  const css = minifyCss(fs.readFileSync(path.join(dir, name), 'utf8'));
  const renamed = `style-${digest('sha256', css, 'hex').slice(0, 16)}.css`;
  fs.rmSync(path.join(dir, name));
  fs.writeFileSync(path.join(dir, renamed), css);
  fs.writeFileSync(htmlPath, html.replace(link, `href="${prefix}${renamed}" integrity="sha384-${digest('sha384', css, 'base64')}"`));
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
    // A page's static copy (`drill/find/index.html`) answers for its address (`/drill/find`),
    // whatever the query (the app reads it; the static page is the same for every one).
    manifestTransforms: [async (entries) => ({
      manifest: entries.map((e) => ({ ...e, url: e.url.replace(/(.)\/index\.html$/, '$1') })),
      warnings: [],
    })],
    ignoreURLParametersMatching: [/.*/],
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
  const index = path.join(dir, 'index.html');
  const again = fs.readFileSync(index, 'utf8').includes('data-page=');
  await addAppLoader(index);
  if (release && !again) minifyStyles(index);
  const moved = again ? 0 : externaliseInlineScripts(index);
  const swPath = path.join(dir, 'sw.js');
  // The static pages (pwa/prerender.js), made from the app itself; once per build (a second
  // run finds them), and not for `trunk serve`'s debug builds.
  let pages = [];
  // ESCAQUE_PRERENDER=1 makes them again on a finished build; =0 makes none.
  const prerenderWanted = process.env.ESCAQUE_PRERENDER === '1' || (!again && process.env.ESCAQUE_PRERENDER !== '0');
  if (release && prerenderWanted) {
    pages = await prerender(dir, readPages());
  }
  if (!release) {
    writeDebugWorker(swPath);
    console.log(`post-build: ${moved} inline script(s) moved out; debug build, no precache`);
    return;
  }
  const { count, size } = await writeWorker(swPath);
  console.log(`post-build: ${moved} inline script(s) moved out; ${pages.length} static pages (${pages.map((p) => p.file).join(', ')}); sw.js precaches ${count} files (${Math.round(size / 1024)} KiB)`);
}

main().catch((err) => {
  console.error(`post-build: ${err.message}`);
  process.exit(1);
});
