// End-to-end tests in Debian's Chromium against the release build served on 127.0.0.1.
const { defineConfig } = require('@playwright/test');

// ESCAQUE_TEST_PORT lets two checkouts on one machine run their tests side by side.
const PORT = Number(process.env.ESCAQUE_TEST_PORT || 8081);

module.exports = defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'es-ES',
    viewport: { width: 1200, height: 800 },
  },
  webServer: {
    command: `python3 tests/serve.py dist ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
