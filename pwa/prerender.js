// Writes a static page per route into the build (called by pwa/post-build.js): each page's
// own markup, in every UI language, painted before the wasm arrives.
//
// The markup is the app's own: the finished build is served on 127.0.0.1 and Debian's Chromium
// opens every page of src/pages.txt (and the drill pages that the home page links to, for
// `/drill/:mode`) once per UI language, as a phone would (390×844, touch, a fresh profile whose
// browser language is that one), waits until the app has built the page, and keeps the body;
// then as a desktop with a mouse would, keeping those pages that the app lays out otherwise
// for a mouse (a drill's text field before its keys).
// What belongs to one visit is left out (a drill's prompt and the next one, its marked square,
// its position's pieces and last move, its verdict): the static page shows the page's frame,
// the app fills it in.
//
// Each page gets `<route>/index.html` (the home page `index.html`, any other address
// `404.html`): the default language's body (shown as it is with JavaScript off), the others in
// `<template data-lang>` (and, where the page differs with a mouse, every language's mouse copy
// in `<template data-lang data-pointer="fine">`), and two small scripts allowed by their
// hashes in the page's CSP:
// `PICK` in <head> decides the language (the stored setting, else the browser's languages,
// as `UiLanguage::from_browser` does; `pwa/ui-languages.json`), the kind of pointer (as
// `platform::prefers_touch`) and the theme before anything is painted, and marks an address
// with a seed or content, a shared drill (`DrillSpec::is_shared`), whose note shows at once; `SWAP` at the end of
// <body> puts that copy in place. Each removes itself once run (the DOM holds no inline script). The app then builds
// its page behind the static one and swaps them in one task (src/platform/paint.rs).
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const { serve } = require('../tests/serve');
const { matches } = require('./pages');

const UI = require('./ui-languages.json');
/**
 * The UI's message ids (those with a hyphen: a one-word id could be a word of a page), read
 * from the Fluent files of one language (they all have the same): a page that shows one as a
 * text or label shows a message whose part of the messages it did not load (src/i18n.rs).
 */
const MESSAGE_IDS = (() => {
  const dir = path.join(__dirname, '..', 'locales', 'en');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.ftl'))
    .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/^([a-z][a-z0-9_]*-[a-z0-9_-]*) *=/gm)].map((m) => m[1]));
})();
const DEFAULT_LANGUAGE = 'es';
const NOT_FOUND = '/__not-found__';

/** The head script: the language and theme before the first paint. */
const PICK = `(function(){var ui=${JSON.stringify(UI.ui)},readBy=${JSON.stringify(UI.readBy)},root=document.documentElement,lang=null,theme=null;
try{var s=JSON.parse(localStorage.getItem('escaque.settings')||'null');if(s&&ui.indexOf(s.ui_language)>=0)lang=s.ui_language;if(s&&(s.theme==='light'||s.theme==='dark'))theme=s.theme;}catch(e){}
if(!lang){var n=navigator,tags=n.languages&&n.languages.length?n.languages:[n.language||''],p=[];for(var i=0;i<tags.length;i++)p.push(String(tags[i]).trim().split(/[-_]/)[0].toLowerCase());
for(i=0;i<p.length&&!lang;i++)if(ui.indexOf(p[i])>=0)lang=p[i];for(i=0;i<p.length&&!lang;i++)if(Object.prototype.hasOwnProperty.call(readBy,p[i]))lang=readBy[p[i]];}
lang=lang||'en';root.lang=lang;if(/[?&](seed|content)=/.test(location.search))root.setAttribute('data-link-shared','');if(theme)root.setAttribute('data-theme',theme);var fine=!(window.matchMedia&&matchMedia('(pointer: coarse)').matches);
if(fine)root.setAttribute('data-paint-pointer','fine');if(lang!==${JSON.stringify(DEFAULT_LANGUAGE)}||fine)root.setAttribute('data-paint-swap','');
var me=document.currentScript;if(me)me.remove();})();`;

/**
 * The end-of-body script: that language's copy in place (for a mouse or touchpad, the copy made
 * with one, where the page differs); no page's content on another's address; a drill's count
 * of questions from its address (`n=`), which the copy, made with the default, cannot know.
 */
const SWAP = `(function(){var d=document,root=d.documentElement,b=d.body,i;
if(root.hasAttribute('data-paint-swap')){var q='template[data-lang="'+root.lang+'"]',t=(root.hasAttribute('data-paint-pointer')&&d.querySelector(q+'[data-pointer="fine"]'))||d.querySelector(q+':not([data-pointer])');if(t){var old=b.querySelectorAll(':scope>[data-static]');for(i=0;i<old.length;i++)old[i].remove();b.insertBefore(t.content,b.firstChild);if(t.hasAttribute('data-title'))d.title=t.getAttribute('data-title');}root.removeAttribute('data-paint-swap');}
var page=b.getAttribute('data-page'),here=location.pathname.replace(/\\/index\\.html$/,'/').replace(/(.)\\/$/,'$1');
if(page!=='*'&&page!==here){var m=d.getElementById('main');if(m)m.textContent='';}
var n=/[?&]n=(\\d{1,3})(&|$)/.exec(location.search),pr=n&&b.querySelector('[data-static] .drill-stats .progress');if(pr)pr.textContent=pr.textContent.replace(/\\d+(?=\\D*$)/,n[1]);
var me=d.currentScript;if(me)me.remove();})();`;

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** The file a page's static copy is written to. */
function fileOf(address) {
  if (address === NOT_FOUND) return '404.html';
  return address === '/' ? 'index.html' : `${address.slice(1)}/index.html`;
}

/**
 * A body's elements and classes alone, for comparing a page's phone and mouse copies: what
 * varies from one visit to the next (a builder's random seed in its link and QR code, a drill's
 * side) is text and attributes, not the page's shape.
 */
function shape(body) {
  return body.replace(/>[^<]*</g, '><').replace(/\s(?!class=)[\w:.-]+(="[^"]*")?/g, '');
}

/** index.html as it was before the static pages (the same page again, if it is one of them). */
function shellOf(html) {
  if (!html.includes('data-page=')) return html;
  return html.replace(/<body data-page=[\s\S]*<\/body>/, '<body></body>')
    .replace(`<script>${PICK}</script>\n`, '')
    .replace(` ${sha256(PICK)} ${sha256(SWAP)}`, '')
    .replace(/<title>[^<]*<\/title>/, '<title>Escaque</title>');
}

/** In the page: leaves out what belongs to one visit, marks the top-level nodes, returns the body. */
function snapshot() {
  const drill = document.querySelectorAll('[data-drill]');
  for (const d of drill) {
    d.removeAttribute('data-question-fen');
    d.removeAttribute('data-question-move');
    // Emptied, their line kept: nothing moves when the app fills them in.
    for (const e of d.querySelectorAll('[data-prompt], .upcoming')) e.textContent = '\u00a0';
    for (const e of d.querySelectorAll('[data-verdict]')) e.textContent = '';
    for (const e of d.querySelectorAll('[data-marked], [data-reveal]')) {
      e.removeAttribute('data-marked');
      e.removeAttribute('data-reveal');
    }
    for (const e of d.querySelectorAll('.board .piece, .board .arrows')) e.remove();
    for (const e of d.querySelectorAll('.board [data-square]')) {
      e.classList.remove('selected', 'dest', 'occupied', 'last', 'check', 'marked', 'reveal', 'missed');
    }
    for (const e of d.querySelectorAll('.board-wrap .status .last')) e.textContent = '';
  }
  // The builder's preview of the first prompts follows its options: the app draws it — its
  // diagrams, in every language's copy, were two thirds of the page's bytes. Each keeps its
  // place, an empty frame of the same shape (the svg with its viewBox, no squares) over a line
  // of no words, so that the page does not grow when the app's come.
  for (const e of document.querySelectorAll('[data-preview] svg.diagram')) e.replaceChildren();
  for (const e of document.querySelectorAll('[data-preview] .prompt-text')) e.textContent = '\u00a0';
  // A field's state is a property the app sets (`prop:checked`, `prop:value`), which the HTML
  // does not carry: written as attributes, the static form shows what the app's will (the
  // builder's ticked boxes, chosen options). The link is left out: its seed is the visit's.
  for (const e of document.body.querySelectorAll('input[type=checkbox], input[type=radio]')) {
    e.toggleAttribute('checked', e.checked);
  }
  for (const e of document.body.querySelectorAll('option')) e.toggleAttribute('selected', e.selected);
  for (const e of document.body.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([name=link])')) {
    if (e.value) e.setAttribute('value', e.value);
  }
  for (const e of document.body.querySelectorAll('textarea')) e.textContent = e.value;
  for (const e of document.body.querySelectorAll('script, template')) e.remove();
  // A style attribute in the HTML breaks the CSP (`style-src 'self'`): the app sets its inline
  // properties (a piece's slide, the drag ghost) through the CSSOM, which the CSP allows.
  for (const e of document.body.querySelectorAll('[style]')) e.removeAttribute('style');
  for (const e of document.body.children) e.setAttribute('data-static', '');
  return document.body.innerHTML;
}

/** In the page: the message ids (of `ids`) that it shows as a text, a label or its title. */
function shownIds(ids) {
  const known = new Set(ids);
  const found = new Set();
  const check = (text) => { if (text && known.has(text.trim())) found.add(text.trim()); };
  check(document.title);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) check(node.textContent);
  for (const e of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) check(e.getAttribute(name));
  }
  return [...found];
}

/**
 * A phone (`touch`) or a desktop whose browser language is `language`, with a fresh profile:
 * the app lays some pages out for the kind of pointer (a drill's answer keys first on a phone).
 */
function device(browser, language, touch) {
  // The same screen for both: what the app builds depends on the pointer, not on the width (a
  // wider one would bring the home page's board near the screen, and into the copy).
  const kind = touch ? { hasTouch: true, isMobile: true } : {};
  return browser.newContext({ ...kind, viewport: { width: 390, height: 844 }, locale: language, serviceWorkers: 'block' });
}

/** Opens `address` on `context` and returns its body once the app has built it. */
async function capture(context, origin, address, language) {
  const page = await context.newPage();
  try {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}${address}`);
    // The app releases the paint (src/platform/paint.rs) once its page is built.
    await page.waitForFunction(() => document.querySelector('main#main')
      && !document.body.hasAttribute('data-starting') && document.querySelector('main#main').childElementCount > 0,
    null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    if (errors.length) throw new Error(`${address} (${language}): ${errors.join('; ')}`);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) throw new Error(`${address}: the app started in ${lang}, not ${language}`);
    const ids = await page.evaluate(shownIds, MESSAGE_IDS);
    if (ids.length) {
      throw new Error(`${address} (${language}) shows message ids, not their messages: ${ids.join(', ')} `
        + '(a first-load page needs a message of a later file: build.rs, LATER_FILES and FIRST_LOAD_PREFIXES)');
    }
    const links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => new URL(a.href).pathname));
    // The page's own title (the app's, from its main heading), for the static copy's head.
    const title = await page.title();
    const body = await page.evaluate(snapshot);
    // The next page as a first visit's: nothing kept from this one.
    await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    return { body, links, title };
  } finally {
    await page.close();
  }
}

/**
 * Writes the static pages into `dir` (the staging build, whose index.html loads the app).
 * `pages` is src/pages.txt (pwa/pages.js). Returns the addresses written and their files.
 */
async function prerender(dir, pages) {
  const shell = shellOf(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
  if (!shell.includes('<body></body>')) throw new Error('index.html: want an empty <body></body> to fill');
  if (!shell.includes('<title>Escaque</title>')) throw new Error('index.html: want <title>Escaque</title> to replace by each page\'s');
  const csp = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src [^;"]*)/;
  if (!csp.test(shell)) throw new Error('index.html: no script-src in the Content-Security-Policy');
  const head = shell.replace(csp, `$1 ${sha256(PICK)} ${sha256(SWAP)}`)
    .replace('</head>', `<script>${PICK}</script>\n</head>`);
  // The app alone answers every address (not the static pages of an earlier run).
  const server = await serve(dir, { spaOnly: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const written = [];
  try {
    const addresses = pages.filter((p) => !p.path.includes(':')).map((p) => p.path);
    const queue = [...addresses, NOT_FOUND];
    const seen = new Set(queue);
    const bodies = {}; // address → language → body, on a phone
    const fine = {}; // address → language → body, with a mouse, where it differs
    const titles = {}; // address → language → the page's title
    const languages = [DEFAULT_LANGUAGE, ...UI.ui.filter((l) => l !== DEFAULT_LANGUAGE)];
    // On a phone, the default language first: its pages' links name the pages with a parameter
    // (`/drill/:mode`) that the app links to. Then with a mouse: the pages whose default
    // language's copy differs, in every language.
    const pass = async (language, touch) => {
      const context = await device(browser, language, touch);
      try {
        const list = touch ? (language === DEFAULT_LANGUAGE ? queue : Object.keys(bodies))
          : (language === DEFAULT_LANGUAGE ? Object.keys(bodies) : Object.keys(fine));
        for (let i = 0; i < list.length; i++) {
          const address = list[i];
          const { body, links, title } = await capture(context, server.url, address, language);
          (titles[address] ||= {})[language] = title;
          if (!touch) {
            if (language !== DEFAULT_LANGUAGE || shape(body) !== shape(bodies[address][language])) (fine[address] ||= {})[language] = body;
            continue;
          }
          (bodies[address] ||= {})[language] = body;
          for (const link of language === DEFAULT_LANGUAGE ? links : []) {
            const page = pages.find((p) => matches(p.path, link));
            if (page && page.path.includes(':') && !seen.has(link)) {
              seen.add(link);
              queue.push(link);
            }
          }
        }
      } finally {
        await context.close();
      }
    };
    // Two at a time (a 2-core machine), the default language's pass before the others'.
    const inPairs = async (touch) => {
      await pass(DEFAULT_LANGUAGE, touch);
      const rest = languages.slice(1);
      const work = async () => { for (let l = rest.shift(); l; l = rest.shift()) await pass(l, touch); };
      await Promise.all([work(), work()]);
    };
    await inPairs(true);
    await inPairs(false);
    // Leptos' empty markers (`<!---->`) are for the app's own views: the static copy is replaced,
    // never hydrated, and they were a fifth of its bytes for the parser. (Kept until here: where
    // a page's phone and mouse copies differ only in their text, the markers tell them apart.)
    const unmarked = (body) => body.replaceAll('<!---->', '');
    for (const address of Object.keys(bodies)) {
      // Each copy carries its page's title, which SWAP puts in place with it: the tab, the
      // history and a screen reader name the page before the app has started.
      const titled = (l) => ` data-title="${escapeAttribute(titles[address][l])}"`;
      const others = [
        ...UI.ui.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => `<template data-lang="${l}"${titled(l)}>${unmarked(bodies[address][l])}</template>`),
        ...(fine[address] ? UI.ui.map((l) => `<template data-lang="${l}" data-pointer="fine"${titled(l)}>${unmarked(fine[address][l])}</template>`) : []),
      ].join('\n');
      const marker = address === NOT_FOUND ? '*' : address;
      const html = head.replace('<title>Escaque</title>', `<title>${escapeText(titles[address][DEFAULT_LANGUAGE])}</title>`).replace('<body></body>',
        `<body data-page="${marker}">\n${unmarked(bodies[address][DEFAULT_LANGUAGE])}\n${others}\n<script>${SWAP}</script>\n</body>`);
      const file = path.join(dir, fileOf(address));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      written.push({ address, file: fileOf(address), html });
    }
  } finally {
    await browser.close();
    server.stop();
  }
  // Written at the end: the pages above were all taken from the app alone.
  for (const { file, html } of written) fs.writeFileSync(path.join(dir, file), html);
  return written.map(({ address, file }) => ({ address, file }));
}

module.exports = { prerender, PICK, SWAP, DEFAULT_LANGUAGE };
