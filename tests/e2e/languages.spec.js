// The UI languages: the browser's language picks one on a first visit, the settings change it
// for good, and each one speaks its own words, down to the keys of a drill.
const { test, expect } = require('./fixtures');
const { DrillPage, SettingsPage } = require('./pages');

const colourOf = (square) => ((square.charCodeAt(0) - 97 + Number(square[1]) - 1) % 2 === 0 ? 'dark' : 'light');

test.describe('a browser in French', () => {
  test.use({ locale: 'fr-FR' });

  test('opens in French, with French notation', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.heading()).toHaveText('Réglages');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#ui-language')).toHaveValue('fr');
    await expect(page.locator('#notation')).toHaveValue('fr');
  });
});

test.describe('a browser in German', () => {
  test.use({ locale: 'de-DE' });

  test('opens in German', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.heading()).toHaveText('Einstellungen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('#ui-language')).toHaveValue('de');
  });
});

test('Italian chosen in the settings changes the words at once and after a reload', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  // The default browser of the tests is Spanish.
  await expect(settings.heading()).toHaveText('Ajustes');
  const names = { es: 'Español', en: 'English', fr: 'Français', de: 'Deutsch', it: 'Italiano', pt: 'Português', ca: 'Català' };
  await expect(page.locator('#ui-language option')).toHaveCount(Object.keys(names).length);
  for (const [code, name] of Object.entries(names)) {
    const option = page.locator(`#ui-language option[value="${code}"]`);
    await expect(option).toHaveText(name);
    await expect(option).toHaveAttribute('lang', code);
  }
  await settings.setUiLanguage('it');
  await expect(settings.heading()).toHaveText('Impostazioni');
  await expect(page.locator('label', { has: page.locator('#ui-language') })).toContainText("Lingua dell'interfaccia");
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.reload();
  await expect(settings.heading()).toHaveText('Impostazioni');
  await expect(page.locator('#ui-language')).toHaveValue('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test.describe('a browser in Catalan', () => {
  test.use({ locale: 'ca-ES' });

  test('a drill asks, explains and answers in Catalan, to the Catalan keys', async ({ page }) => {
    const drill = new DrillPage(page);
    await drill.open('colour', 'v=1&n=2&seed=3');
    await expect(page.locator('#drill-title')).toHaveText('Clara o fosca?');
    await expect(drill.instructions).toContainText('Tecles C (clara) i F (fosca)');
    await expect(drill.key('light')).toHaveText('Clara');
    // C (clara) and F (fosca): one right, then one wrong, whose verdict names the colour.
    const first = await drill.promptText();
    await page.keyboard.press(colourOf(first) === 'light' ? 'c' : 'f');
    await drill.waitGraded(1);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'correct');
    const second = await drill.promptText();
    await page.keyboard.press(colourOf(second) === 'light' ? 'f' : 'c');
    await drill.waitGraded(2);
    await expect(drill.verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(drill.verdict).toContainText(`${second} és ${colourOf(second) === 'light' ? 'clara' : 'fosca'}`);
    await drill.open('name', 'v=1&n=2&seed=3');
    await expect(drill.prompt).toHaveText('Quina casella és la marcada?');
  });
});
