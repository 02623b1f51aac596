import { renderToStaticMarkup } from 'react-dom/server';
import { type SiteContent, siteContent } from '#client/site-content.ts';
import { LandingPage } from './landing-page';

/** The landing page's body as static HTML (build-time prerender and the dev server). */
export function renderLanding(content: SiteContent = siteContent): string {
  return renderToStaticMarkup(<LandingPage content={content} />);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** <title>, description, Open Graph and structured data, from the same content. */
export function renderLandingHead(content: SiteContent = siteContent): string {
  const { seo, siteUrl, chef, social, contact } = content;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttribute(value)}">`;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: chef.name,
    jobTitle: chef.role,
    url: siteUrl,
    email: `mailto:${contact.email}`,
    sameAs: social.map((s) => s.href),
  };
  return [
    `<title>${escapeAttribute(seo.title)}</title>`,
    meta('name', 'description', seo.description),
    `<link rel="canonical" href="${escapeAttribute(siteUrl)}/">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'fi_FI'),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', `${siteUrl}/`),
    meta('property', 'og:image', `${siteUrl}${seo.image}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${JSON.stringify(person).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}
