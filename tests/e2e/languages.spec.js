// The UI languages: chosen from the browser's language on a first visit, and each one chosen in
// the settings speaks its own words.
const { test, expect } = require('./fixtures');
const { DrillPage, SettingsPage } = require('./pages');

// Each new UI language: its code, its own name in the menu, the settings heading, the title of
// the find drill, and the key its colour drill names for "dark".
const LANGUAGES = [
  { code: 'fr', name: 'Français', settings: 'Réglages', find: 'Trouvez la case', dark: 'f' },
  { code: 'de', name: 'Deutsch', settings: 'Einstellungen', find: 'Finde das Feld', dark: 'd' },
  { code: 'it', name: 'Italiano', settings: 'Impostazioni', find: 'Trova la casa', dark: 's' },
  { code: 'pt', name: 'Português', settings: 'Preferências', find: 'Encontre a casa', dark: 'e' },
  { code: 'ca', name: 'Català', settings: 'Configuració', find: 'Troba la casella', dark: 'f' },
];

test.describe('a browser in French', () => {
  test.use({ locale: 'fr-FR' });

  test('opens in French, with French notation', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.heading()).toHaveText('Réglages');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#ui-language')).toHaveValue('fr');
    await expect(page.locator('#notation')).toHaveValue('fr');
    const drill = new DrillPage(page);
    await drill.open('find', 'v=1&n=3&seed=7');
    await expect(page.locator('#drill-title')).toHaveText('Trouvez la case');
  });
});

test.describe('a browser in Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('opens in Portuguese', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.heading()).toHaveText('Preferências');
  });
});

test('the settings list every UI language by its own name, and each shows its own words', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.heading()).toHaveText('Ajustes');
  const options = page.locator('#ui-language option');
  await expect(options).toHaveCount(7);
  for (const { code, name } of [{ code: 'es', name: 'Español' }, { code: 'en', name: 'English' }, ...LANGUAGES]) {
    await expect(page.locator(`#ui-language option[value="${code}"]`)).toHaveText(name);
  }
  for (const { code, settings: heading } of LANGUAGES) {
    await settings.setUiLanguage(code);
    await expect(settings.heading()).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  }
  // The choice is kept: a reload opens in the last language chosen.
  await page.reload();
  await expect(settings.heading()).toHaveText('Configuració');
});

for (const { code, find, dark } of LANGUAGES) {
  test(`a drill in ${code}: its title, and its colour drill answers to its own key`, async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.setUiLanguage(code);
    const drill = new DrillPage(page);
    await drill.open('find', 'v=1&n=3&seed=7');
    await expect(page.locator('#drill-title')).toHaveText(find);
    await drill.open('colour', 'v=1&n=2&seed=3');
    await expect(drill.root).toHaveAttribute('data-mode', 'colour');
    await page.keyboard.press(dark);
    await drill.waitGraded(1);
  });
}
