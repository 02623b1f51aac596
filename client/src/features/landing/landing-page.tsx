import type { SiteContent } from '#client/site-content.ts';

/**
 * The public landing page. Rendered to static HTML at build time; its only script
 * (landing-entry.ts) adds the mobile menu and the theme toggle, so React never ships here.
 */
export function LandingPage({ content }: { content: SiteContent }) {
  const { chef, story, philosophy, shop, contact, social, nav } = content;
  return (
    <>
      <a className="skip-link" href="#main">
        Siirry sisältöön
      </a>
      <header className="site-header">
        <a className="brand" href={`#${chef.anchor}`}>
          {chef.name}
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls="site-menu"
          data-menu-toggle=""
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">Valikko</span>
        </button>
        <nav id="site-menu" className="site-nav" aria-label="Päävalikko" data-open="false">
          <ul>
            <li>
              <a href={`#${chef.anchor}`}>{nav.intro}</a>
            </li>
            <li>
              <a href="#tarina">{nav.story}</a>
            </li>
            <li>
              <a href="#yhteystiedot">{nav.contact}</a>
            </li>
            <li>
              <a href={shop.url} rel="noopener" target="_blank">
                {nav.shop}
                <span className="visually-hidden"> (avautuu uuteen välilehteen)</span>
              </a>
            </li>
          </ul>
          <button type="button" className="theme-toggle" data-theme-toggle="" aria-pressed="false">
            Tumma teema
          </button>
        </nav>
      </header>

      <main id="main">
        <section id={chef.anchor} className="hero" aria-labelledby="hero-heading">
          <p className="eyebrow">{chef.role}</p>
          <h1 id="hero-heading">{chef.name}</h1>
          <p className="lead">{chef.intro}</p>
          <div className="hero-actions">
            <a className="button primary" href={shop.url} rel="noopener" target="_blank">
              {shop.label}
            </a>
            <a className="button" href="#yhteystiedot">
              Ota yhteyttä
            </a>
          </div>
        </section>

        <section id="tarina" className="story" aria-labelledby="story-heading">
          <h2 id="story-heading">{story.heading}</h2>
          {story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h3>{philosophy.heading}</h3>
          <ul className="principles">
            {philosophy.principles.map((item) => (
              <li key={item.title}>
                <h4>{item.title}</h4>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="shop" aria-labelledby="shop-heading">
          <h2 id="shop-heading">{shop.label}</h2>
          <p>{shop.pitch}</p>
          <a className="button primary" href={shop.url} rel="noopener" target="_blank">
            Siirry verkkokauppaan
          </a>
        </section>

        <section id="yhteystiedot" className="contact" aria-labelledby="contact-heading">
          <h2 id="contact-heading">{contact.heading}</h2>
          <p>{contact.text}</p>
          <address>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
            <span>{contact.area}</span>
          </address>
          <ul className="social" aria-label="Sosiaalinen media">
            {social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener me" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="site-footer">
        <p>
          © {chef.name} · {chef.location}
        </p>
        <a href="/recipelibrary">{nav.library}</a>
      </footer>
    </>
  );
}
