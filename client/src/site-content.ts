/**
 * Everything the public landing page says, in one typed place: the chef edits this file only.
 * The page is prerendered from it at build time (scripts/prerender.ts).
 */
interface SocialLink {
  label: string;
  href: string;
}

export interface SiteContent {
  siteUrl: string;
  chef: {
    name: string;
    /** The anchor of the introduction section (#aino). */
    anchor: string;
    role: string;
    intro: string;
    location: string;
  };
  seo: { title: string; description: string; image: string };
  story: { heading: string; paragraphs: string[] };
  philosophy: { heading: string; principles: { title: string; text: string }[] };
  shop: { label: string; url: string; pitch: string };
  contact: { heading: string; text: string; email: string; phone: string; area: string };
  social: SocialLink[];
  nav: { intro: string; story: string; contact: string; shop: string; library: string };
}

export const siteContent: SiteContent = {
  siteUrl: 'https://ainolehtonen.fi',
  chef: {
    name: 'Aino Lehtonen',
    anchor: 'aino',
    role: 'Pastry chef · kondiittori',
    intro:
      'Teen jälkiruokia, leivonnaisia ja suolaisia pikkupaloja, joissa klassinen ranskalainen tekniikka ' +
      'kohtaa pohjoisen vuodenajat. Työskentelen ravintoloiden, juhlien ja yritysten kanssa ympäri Suomen.',
    location: 'Helsinki',
  },
  seo: {
    title: 'Aino Lehtonen – pastry chef ja kondiittori, Helsinki',
    description:
      'Pastry chef Aino Lehtonen: jälkiruoat, leivonnaiset ja suolaiset pikkupalat tilaustöinä, ' +
      'kursseja ja verkkokauppa. Sesongin raaka-aineet ja ranskalainen tekniikka.',
    image: '/og-image.svg',
  },
  story: {
    heading: 'Tarina',
    paragraphs: [
      'Leivoin ensimmäisen korvapuustini mummolan keittiössä Savossa. Siitä alkoi matka, joka vei ' +
        'Pariisin pâtisserie-kouluun ja Michelin-keittiöiden jälkiruokaosastoille Tukholmaan ja Kööpenhaminaan.',
      'Nyt teen omaa työtäni Helsingissä: jokainen kakku, ganache ja sorbetti syntyy siitä, mitä pelloilla, ' +
        'metsissä ja marjapensaissa juuri nyt kasvaa.',
    ],
  },
  philosophy: {
    heading: 'Filosofia',
    principles: [
      { title: 'Sesonki ensin', text: 'Raparperi keväällä, mustikka heinäkuussa, omena ja tyrni syksyllä.' },
      {
        title: 'Tekniikka näkyy maussa',
        text: 'Tarkka lämpötila ja oikea rakenne tekevät yksinkertaisesta upeaa.',
      },
      { title: 'Vähemmän sokeria', text: 'Makeus tasapainossa hapon, suolan ja rasvan kanssa.' },
    ],
  },
  shop: {
    label: 'Verkkokauppa',
    url: 'https://kauppa.ainolehtonen.fi',
    pitch: 'Kakut, konvehdit ja lahjapaketit tilattavissa verkkokaupasta.',
  },
  contact: {
    heading: 'Yhteystiedot',
    text: 'Tilaukset, yhteistyöt ja kurssit: kerro tapahtumastasi, niin suunnitellaan yhdessä.',
    email: 'aino@ainolehtonen.fi',
    phone: '+358 40 123 4567',
    area: 'Helsinki ja koko Suomi',
  },
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/ainolehtonen.pastry' },
    { label: 'Facebook', href: 'https://www.facebook.com/ainolehtonenpastry' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/in/ainolehtonen' },
  ],
  nav: {
    intro: 'Aino',
    story: 'Tarina',
    contact: 'Yhteystiedot',
    shop: 'Verkkokauppa',
    library: 'Reseptikirjasto',
  },
};
