import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_PASSWORD, readOutboxLink, signIn, signUp, uniqueEmail } from './fixtures/accounts';
import { expectAccessible, watchConsole } from './support';

/**
 * Chromium logs every 4xx answer as a console error ("Failed to load resource: …"). Tests that
 * provoke a refusal on purpose (a wrong password) drop exactly that message and nothing else.
 */
function withoutRefusedRequests(errors: string[]) {
  return errors.filter(
    (e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );
}

/** Counts calls of one procedure, to prove a form refused locally without asking the server. */
function countCalls(page: Page, procedure: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc/') && request.url().includes(procedure)) {
      calls.push(request.url());
    }
  });
  return calls;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('accounts', () => {
  // Whole account journeys, each with several deliberate argon2 hashes on the server.
  test.describe.configure({ timeout: 60_000 });

  test('sign up, stay signed in across a reload, and sign out after confirming', async ({ page }) => {
    const errors = watchConsole(page);
    const email = uniqueEmail('signup');

    await page.goto('/recipelibrary/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Confirm password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/recipelibrary$/);
    const tabs = page.getByRole('navigation', { name: 'Library' });
    await expect(tabs.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');

    await page.reload();
    await expect(tabs.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/recipelibrary$/);

    // On a phone the whole frame fits: three tabs, sign-out, no sideways scrolling.
    await page.setViewportSize({ width: 375, height: 740 });
    for (const name of ['Recipes', 'New Recipe', 'Profile']) {
      await expect(tabs.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await tabs.getByRole('link', { name: 'Profile' }).click();
    await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Recipes' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await expect(dialog).toContainText('Are you sure you want to sign out?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/recipelibrary\/profile$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/recipelibrary\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    // Signed out for real: the library sends the visitor back to sign-in.
    await page.goto('/recipelibrary');
    await expect(page).toHaveURL(/\/recipelibrary\/login$/);
    expect(errors).toEqual([]);
  });

  test('sign-up checks the password rules before sending anything', async ({ page }) => {
    const errors = watchConsole(page);
    const registerCalls = countCalls(page, 'auth.register');
    await page.goto('/recipelibrary/register');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const confirmation = page.getByLabel('Confirm password');
    const submit = page.getByRole('button', { name: 'Create account' });

    await submit.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('baker@example.test');
    await password.fill('short');
    await confirmation.fill('short');
    await submit.click();
    await expect(page.getByText('Salasanan tulee olla vähintään 8 merkkiä pitkä')).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('long-enough-1');
    await confirmation.fill('long-enough-2');
    await submit.click();
    await expect(page.getByText('Salasanat eivät täsmää')).toBeVisible();
    await expect(page.getByText('Salasanan tulee olla vähintään 8 merkkiä pitkä')).toBeHidden();
    await expect(confirmation).toBeFocused();
    await expectAccessible(page);

    // What the user typed stays, and no request was made for any of it.
    await expect(email).toHaveValue('baker@example.test');
    await expect(password).toHaveValue('long-enough-1');
    expect(registerCalls).toEqual([]);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/recipelibrary\/login$/);

    // The reset page is only reachable with a mailed token.
    await page.goto('/recipelibrary/reset-password');
    await expect(page).toHaveURL(/\/recipelibrary\/login$/);
    expect(errors).toEqual([]);
  });

  test('a forgotten password is reset with the mailed link', async ({ page, context }) => {
    const errors = watchConsole(page);
    const { email } = await signUp(page, uniqueEmail('reset'));
    await context.clearCookies();
    const resetCalls = countCalls(page, 'auth.requestPasswordReset');

    await page.goto('/recipelibrary/login');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(resetCalls).toEqual([]);
    await expectAccessible(page);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Password reset link sent to your email')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    const link = await readOutboxLink(email, 'password-reset');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expectAccessible(page);
    const newPassword = 'Uusi-salasana-77';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Salasanat eivät täsmää')).toBeVisible();

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(toast(page, 'Salasana vaihdettu onnistuneesti')).toBeVisible();
    await expect(page).toHaveURL(/\/recipelibrary$/);

    await context.clearCookies();
    await signIn(page, { email, password: newPassword });
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/recipelibrary$/);

    // The link works once: opened again from the mail, it is refused and the typed password stays.
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Kolmas-salasana-99');
    await page.getByLabel('Confirm new password').fill('Kolmas-salasana-99');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(toast(page, 'This link is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page.getByLabel('Confirm new password')).toHaveValue('Kolmas-salasana-99');
    expect(withoutRefusedRequests(errors)).toEqual([]);
  });

  test('a protected address returns there after signing in', async ({ page, context }) => {
    const errors = watchConsole(page);
    const credentials = await signUp(page, uniqueEmail('return'));
    await context.clearCookies();

    await page.goto('/recipelibrary/profile?x=1#theme');
    await expect(page).toHaveURL(/\/recipelibrary\/login$/);
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/recipelibrary\/profile\?x=1#theme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    // Already signed in: the sign-in and sign-up pages lead into the library.
    await page.goto('/recipelibrary/login');
    await expect(page).toHaveURL(/\/recipelibrary$/);
    await page.goto('/recipelibrary/register');
    await expect(page).toHaveURL(/\/recipelibrary$/);
    expect(errors).toEqual([]);
  });

  test('profile shows the account and changes the password', async ({ page, context }) => {
    const errors = watchConsole(page);
    const { email, password } = await signUp(page, uniqueEmail('change'));
    await page.goto('/recipelibrary/profile');
    await expect(page.getByText(email)).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts.getByText('Total recipes')).toBeVisible();
    await expect(facts.locator('dd', { hasText: /^0$/ })).toBeVisible();
    await expect(facts.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expectAccessible(page);

    // The theme applies at once, is remembered, and the header toggle follows.
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('recipe-theme'))).toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();

    await page.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/recipelibrary\/profile-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expectAccessible(page);

    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Change Password' });
    await current.fill(password);
    await next.fill('short');
    await submit.click();
    await expect(page.getByText('Salasanan tulee olla vähintään 8 merkkiä pitkä')).toBeVisible();
    await expect(next).toBeFocused();

    const newPassword = 'Mantelileivos-88';
    await current.fill('not-my-password');
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await submit.click();
    await expect(toast(page, 'Salasanan vaihto epäonnistui')).toBeVisible();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(current).toBeFocused();
    await expect(next).toHaveValue(newPassword);

    await current.fill(password);
    await submit.click();
    await expect(toast(page, 'Salasana vaihdettu onnistuneesti')).toBeVisible();
    await expect(page).toHaveURL(/\/recipelibrary\/profile$/);

    await context.clearCookies();
    await page.goto('/recipelibrary/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/recipelibrary\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/recipelibrary$/);
    expect(withoutRefusedRequests(errors)).toEqual([]);
  });

  test('the mailed confirmation link confirms the address once', async ({ page, context }) => {
    const errors = watchConsole(page);
    const { email } = await signUp(page, uniqueEmail('confirm'));
    await context.clearCookies();
    const link = await readOutboxLink(email, 'email-confirmation');

    await page.goto(link);
    await expect(toast(page, 'Email address confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/recipelibrary\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // Opened again from the mail: a fresh document (a fragment change alone would stay in this one).
    await page.goto('about:blank');
    await page.goto(link);
    await expect(toast(page, 'This link is invalid or has expired. Please request a new one.')).toBeVisible();
    expect(withoutRefusedRequests(errors)).toEqual([]);
  });
});
