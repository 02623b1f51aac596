import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against the built server on a fresh embedded database.
 * Build first (`npm run build`); `npm run test:e2e` does. Never lets Playwright download a browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '.e2e-data');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Journeys run axe on each screen (1–5 s a scan here); beside a second worker on two cores they took
  // 30 s and more in CI where alone they take 16–19 s. A hang still fails, a minute in.
  timeout: 60_000,
  // A screen's first paint beside a second worker took over 7 s in CI (the backup journey's recipe page).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // page.route() does not see what a service worker fetches; the offline spec allows the worker.
    serviceWorkers: 'block',
    // Toasts and panels appear without their fade (the app and sonner honour the setting), so axe
    // measures colours as they end up, never a frame of a fade-in that mounted after the check began.
    contextOptions: { reducedMotion: 'reduce' },
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx server/index.ts`,
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      IMPORT_ALLOWED_HOSTS: `127.0.0.1:${PORT + 1},localhost:${PORT + 1}`,
      OPENAI_API_KEY: '',
      // Every spec signs up its own users from one address: the production limits would refuse them.
      SIGNUP_MAX_PER_WINDOW: '1000',
      RESET_MAX_PER_WINDOW: '1000',
      LOGIN_MAX_FAILURES: '1000',
    },
  },
});
