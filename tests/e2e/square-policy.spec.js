// One square policy (escaque_core::written_square), seen where the student meets it: a square
// or a move written another way than the rules write it (`5d`, `D7`, `CG5`, `1.e4`, `1…e5`) is
// refused with one reason, the rule in plain words first, its article a working link; the pad
// types in the order tapped and never turns a rank-first answer round; every reason fits in
// two lines on a 390 px phone in all seven languages.
const fs = require('fs');
const path = require('path');
const { test, expect } = require('./fixtures');
const { DrillPage } = require('./pages');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// The reasons as the students read them, in Spanish and English.
const REASONS = {
  es: {
    reversed: (s) => `Primero la letra de la columna y después el número de la fila: ${s} (C.7).`,
    capital: (s) => `Las columnas se escriben con letra minúscula: ${s} (C.5).`,
    piece: (m) => `La pieza en mayúscula, la columna en minúscula: ${m} (C.5).`,
    number: (m) => `Escribe solo la jugada, sin su número: ${m} (C.8).`,
    blackNumber: (m) => `Escribe solo la jugada, sin número ni puntos: ${m} (C.8).`,
    knight: 'C',
  },
  en: {
    reversed: (s) => `The file's letter comes first, then the rank's number: ${s} (C.7).`,
    capital: (s) => `Files are written in small letters: ${s} (C.5).`,
    piece: (m) => `Only the piece's letter is a capital; the file is small: ${m} (C.5).`,
    number: (m) => `Write only the move, not its number: ${m} (C.8).`,
    blackNumber: (m) => `Write only the move, without its number or dots: ${m} (C.8).`,
    knight: 'N',
  },
};
const LOCALES = { es: 'es-ES', en: 'en-US', fr: 'fr-FR', de: 'de-DE', it: 'it-IT', pt: 'pt-PT', ca: 'ca-ES' };

/** The rule link of the verdict: its text and the lesson it opens. */
async function expectRuleLink(drill, article, lesson) {
  const link = drill.verdict.locator(`a[data-lesson-ref="${lesson}"]`);
  await expect(link).toHaveText(`(${article})`);
  await expect(link).toHaveAttribute('href', `/learn/${lesson}`);
}

for (const lang of ['es', 'en']) {
  const words = REASONS[lang];
  test.describe(`${lang}`, () => {
    test.use({ locale: LOCALES[lang] });

    test(`a square written rank first or with a capital file is wrong, with its reason (${lang})`, async ({ page }) => {
      const drill = new DrillPage(page);
      await drill.open('name', 'v=1&n=4&seed=11');
      let marked = await drill.markedSquare();
      await drill.typeAnswer(`${marked[1]}${marked[0]}`);
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toHaveText(words.reversed(marked));
      await expectRuleLink(drill, 'C.7', 'board');

      marked = await drill.markedSquare();
      await drill.typeAnswer(marked.toUpperCase());
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toHaveText(words.capital(marked));
      await expectRuleLink(drill, 'C.5', 'board');

      // The pad types what is tapped, in that order: a rank first is the same slip.
      marked = await drill.markedSquare();
      await drill.key(marked[1]).click();
      await expect(drill.answerInput).toHaveValue(marked[1]);
      await drill.key(marked[0]).click();
      await drill.waitGraded(3);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toHaveText(words.reversed(marked));
      // File then rank is the square.
      marked = await drill.markedSquare();
      await drill.key(marked[0]).click();
      await drill.key(marked[1]).click();
      await drill.waitGraded(4);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
      await expect(drill.score).toHaveText('1/4');
    });

    test(`a move with its number or a capital file gets the policy's reason (${lang})`, async ({ page }) => {
      const drill = new DrillPage(page);
      // The FIDE sample game: 1.e4 e5 2.Nf3 Nf6.
      await drill.open('game', 'v=1&side=white');
      await drill.typeAnswer('1.e4');
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText(words.number('e4'));
      await expectRuleLink(drill, 'C.8', 'moves');
      await drill.goOn();
      await drill.typeAnswer(`${words.knight}F3`);
      await drill.waitGraded(2);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText(words.piece(`${words.knight}f3`));
      await expectRuleLink(drill, 'C.5', 'board');

      await drill.open('game', 'v=1&side=black');
      await drill.typeAnswer('1…e5');
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await expect(drill.verdict).toContainText(words.blackNumber('e5'));
      await expectRuleLink(drill, 'C.8', 'moves');
    });
  });
}

/** Each reason of `locales/<lang>/policy.ftl`, every variant, with an example put in. */
function reasonsOf(lang) {
  const text = fs.readFileSync(path.join(__dirname, '..', '..', 'locales', lang, 'policy.ftl'), 'utf8');
  const found = [];
  for (const line of text.split('\n')) {
    const message = line.match(/^(?:[a-z_-]+ = |\s+\*?\[[a-z]+\] )(.*\{ \$meant \}.*)$/);
    if (message) found.push(message[1].replace('{ $meant }', 'Cg5'));
  }
  return found;
}

for (const [lang, locale] of Object.entries(LOCALES)) {
  test.describe(`on a phone (${lang})`, () => {
    test.use({ ...PHONE, locale });

    test(`every square policy reason fits in two lines at 390 px (${lang})`, async ({ page }, testInfo) => {
      const reasons = reasonsOf(lang);
      expect(reasons).toHaveLength(5);
      const drill = new DrillPage(page);
      await drill.open('name', 'v=1&n=4&seed=11');
      const marked = await drill.markedSquare();
      await drill.typeAnswer(`${marked[1]}${marked[0]}`);
      await drill.waitGraded(1);
      await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
      await page.screenshot({ path: testInfo.outputPath(`reversed-${lang}.png`) });
      // The verdict on screen, then each reason in its place: lines by height.
      const lines = await drill.verdict.evaluate((verdict, texts) => {
        const measure = (text) => {
          // The verdict's box at its width, out of the layout around it (a Next button beside
          // it on a phone) and without the height it keeps for the longest verdict.
          const probe = verdict.cloneNode(false);
          probe.removeAttribute('role');
          probe.removeAttribute('aria-live');
          probe.style.cssText += `;position:absolute;visibility:hidden;width:${getComputedStyle(verdict).width};min-height:0;height:auto`;
          probe.textContent = text;
          verdict.parentElement.appendChild(probe);
          const height = probe.getBoundingClientRect().height;
          probe.remove();
          return height;
        };
        const line = measure('x');
        return [verdict.getBoundingClientRect().height, ...texts.map(measure)].map((h) => Math.round((h / line) * 100) / 100);
      }, reasons);
      for (const [i, count] of lines.entries()) {
        expect(count, i === 0 ? 'the verdict on screen' : reasons[i - 1]).toBeLessThanOrEqual(2);
      }
    });
  });
}
