import { expect, test } from '@playwright/test';
import { siteContent } from '#client/site-content.ts';
import { expectAccessible, watchConsole } from './support';

test.describe('public landing page', () => {
  test('renders the chef, the story and contact sections with their anchors', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveTitle(siteContent.seo.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1, name: siteContent.chef.name })).toBeVisible();
    await expect(page.locator(`#${siteContent.chef.anchor}`)).toBeVisible();
    await expect(page.locator('#tarina')).toContainText(siteContent.story.heading);
    await expect(page.locator('#yhteystiedot')).toContainText(siteContent.contact.email);
    const shopLinks = page.locator(`a[href="${siteContent.shop.url}"]`);
    await expect(shopLinks.first()).toBeVisible();
    for (const link of siteContent.social) await expect(page.locator(`a[href="${link.href}"]`)).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('carries its content without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: siteContent.chef.name })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', siteContent.seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      siteContent.seo.description,
    );
    await context.close();
  });

  test('loads at most 30 KB of JavaScript (gzip) on first load', async ({ page }) => {
    let scriptBytes = 0;
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scriptBytes += sizes.responseBodySize;
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scriptBytes).toBeGreaterThan(0);
    expect(scriptBytes).toBeLessThanOrEqual(30 * 1024);
  });

  test('opens and closes the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Valikko' });
    const storyLink = page
      .getByRole('navigation', { name: 'Päävalikko' })
      .getByRole('link', { name: 'Tarina' });
    await expect(storyLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(storyLink).toBeVisible();
    await expectAccessible(page);
    await storyLink.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#tarina$/);
  });

  test('keeps the chosen theme across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Tumma teema' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('recipe-theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Vaalea teema' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
  });

  test('sends an unknown path to the landing page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/recipelibrary/a/b/c');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: siteContent.chef.name })).toBeVisible();
  });
});
