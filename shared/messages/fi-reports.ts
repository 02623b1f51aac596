import type { enReports } from './en-reports.ts';
import type { Message } from './format.ts';
import { bothReports } from './same-in-both.ts';

/** en-reports.ts in Finnish: the words the move-in's report was first written in. */
export const fiReports: Record<keyof typeof enReports, Message> = {
  ...bothReports,
  'report.failedUnexpectedly': 'Tuonti epäonnistui odottamatta. Yritä uudelleen.',
  'report.interrupted': 'Siirto keskeytyi liian monta kertaa.',
  'report.uploadMissing': 'Ladattua arkistoa ei enää löydy; lataa se uudelleen.',
  'report.duplicate': 'Sama resepti on jo kirjastossa.',
  'report.notSaved': 'Reseptiä ei voitu tallentaa: sen tiedoissa on jotain, mitä tietokanta ei hyväksy.',
  'report.invalid': 'virheellinen',
  'report.refused': 'Resepti hylättiin: {reason}',
  'report.imagesRefused': {
    one: '{count} kuva jäi tuomatta: se ei ollut luettava kuva tai kuvia oli yli {max}.',
    other: '{count} kuvaa jäi tuomatta: ne eivät olleet luettava kuva tai kuvia oli yli {max}.',
  },
  'report.versionsDropped': {
    one: '{count} versio jäi palauttamatta: sen tiedot eivät olleet reseptin kenttiä.',
    other: '{count} versiota jäi palauttamatta: niiden tiedot eivät olleet reseptin kenttiä.',
  },
  'report.versionsRepeated': {
    one: '{count} versio jäi palauttamatta: sama versionumero oli jo.',
    other: '{count} versiota jäi palauttamatta: sama versionumero oli jo.',
  },
  'report.versionsPruned': {
    one: '{count} vanhin versio jäi pois: reseptillä pidetään enintään {kept} versiota.',
    other: '{count} vanhinta versiota jäi pois: reseptillä pidetään enintään {kept} versiota.',
  },
  'report.file.unreadable': 'Tiedostoa ei voitu lukea.',
  'report.file.noRecipe': 'Tiedostosta ei löytynyt reseptiä.',
  'report.file.nothingUsable': 'Tiedostosta ei löytynyt ainesosia eikä ohjeita.',
  'report.file.noRecipesOfFormat': 'Tiedostosta ei löytynyt {format} -reseptejä.',
  'report.file.unknownFormat': 'Tiedostossa ei ole reseptiä tunnetussa muodossa.',
  'report.file.notJson': 'Tiedosto ei ole kelvollista JSONia.',
  'report.file.lineNotJson': 'Rivi ei ole kelvollista JSONia.',
  'report.file.lineTooLong': 'Resepti hylättiin: sen rivi on liian pitkä luettavaksi.',
  'report.file.noName': 'Reseptillä ei ole nimeä.',
  'report.file.paprikaDamaged': 'Paprika-reseptiä ei voitu purkaa (ei gzip-tiedosto tai liian suuri).',
  'report.file.tooLarge': 'Tiedosto on liian suuri luettavaksi.',
  'report.file.damaged': 'Tiedosto on vioittunut tai suurempi kuin arkisto ilmoittaa.',
  'report.file.tooManyRecipes': 'Tiedostossa on yli {count} reseptiä.',
  'report.file.tooManyColumns': 'CSV-tiedoston rivillä on yli {count} saraketta.',
  'report.file.fieldTooLong': 'Tiedostossa on liian pitkä kenttä.',
  'report.file.frontMatterTooLong': 'Tiedoston alun metatiedot ovat liian pitkät.',
  'report.file.unclosedQuote': 'CSV-tiedostossa on lainausmerkki, jota ei suljeta.',
  'report.archive.notZip': 'Tiedosto ei ole zip-arkisto eikä JSON-tiedosto.',
  'report.archive.unsafeName':
    'Arkisto hylättiin: siinä on tiedostonimi, joka osoittaa arkiston ulkopuolelle.',
  'report.archive.tooManyEntries': 'Arkisto hylättiin: siinä on yli {count} tiedostoa.',
  'report.archive.tooMuchData': 'Arkisto hylättiin: purettuna se olisi liian suuri.',
  'report.archive.bomb': 'Arkisto hylättiin: sen tiedostot pakkautuvat epäilyttävän tiiviisti (zip-pommi).',
  'report.archive.jsonTooLarge': 'JSON-tiedosto on liian suuri (enintään {mb} Mt).',
  'report.archive.databaseTooLarge':
    'Varmuuskopion database.json on liian suuri luettavaksi (enintään {mb} Mt).',
  'report.archive.nothingFound': 'Arkistosta ei löytynyt reseptejä.',
  'report.backup.unreadable': 'backup.json ei ole tämän sovelluksen varmuuskopio tai se on vioittunut.',
  'report.backup.tooNew':
    'Varmuuskopio on tehty Reseptikirjaston uudemmalla versiolla, eikä tämä versio osaa lukea sitä. Päivitä sovellus ja palauta sitten.',
  'report.mealie.unreadable':
    'Tämä on Mealien varmuuskopio (tietokantaversio {version}), mutta sen reseptitaulussa ei ole reseptejä nimineen, joten sitä ei osata lukea.',
  'report.format.ownBackup': 'Reseptikirjaston varmuuskopio',
  'report.format.mealieBackup': 'Mealie-varmuuskopio (tietokantaversio {version})',
  'report.format.unknownVersion': 'tuntematon',
  'report.format.mealieExport': 'Mealie-reseptien vienti',
  'report.format.tandoor': 'Tandoor-vienti',
  'report.format.paprika': 'Paprika-vienti',
  'report.format.schemaOrg': 'schema.org-reseptit (JSON-LD)',
  'report.format.recipeArchive': 'Reseptiarkisto (JSON-LD- ja HTML-tiedostoja)',
  'report.supported.ownBackup': 'Reseptikirjaston oma varmuuskopio (zip)',
  'report.supported.mealie':
    'Mealie: varmuuskopio (database.json, mikä tahansa versio 1.0:sta alkaen) ja reseptien vienti',
  'report.supported.tandoor': 'Tandoor-vienti (zip)',
  'report.supported.schemaOrg':
    'schema.org-reseptit JSON- tai JSON-LD-tiedostona tai zipattuna (esim. RecipeSage)',
  'report.supported.savedPages': 'tallennetut reseptisivut (HTML zipattuna)',
  'report.looks.zip': 'zip-arkisto',
  'report.looks.zipHolding': 'zip-arkisto, jossa on {kinds} -tiedostoja',
  'report.looks.emptyZip': 'zip-arkisto, joka on tyhjä',
  'report.looks.noExtension': '(ei päätettä)',
  'report.looks.jpeg': 'JPEG-kuva',
  'report.looks.png': 'PNG-kuva',
  'report.looks.gif': 'GIF-kuva',
  'report.looks.webp': 'WebP-kuva',
  'report.looks.isoMedia': 'kuva tai video (AVIF, HEIC, MP4)',
  'report.looks.pdf': 'PDF-tiedosto',
  'report.looks.gzip': 'gzip-pakattu tiedosto',
  'report.looks.rar': 'RAR-arkisto',
  'report.looks.sevenZip': '7z-arkisto',
  'report.looks.oldOffice': 'vanha Office-tiedosto (esim. .doc tai .xls)',
  'report.looks.binary': 'binääritiedosto',
  'report.looks.markup': 'HTML- tai XML-tiedosto',
  'report.looks.json': 'JSON-tiedosto, jossa ei ole tunnettuja reseptejä',
  'report.looks.mealMaster': 'MealMaster-tekstitiedosto',
  'report.looks.cooklang': 'Cooklang-resepti',
  'report.looks.markdown': 'Markdown-tiedosto',
  'report.looks.csv': 'CSV-taulukko',
  'report.looks.text': 'tekstitiedosto',
  'review.checkLine': 'Tarkista tämä rivi',
  'review.restored': 'Pidetty lähteen kirjoittamana: sen lukeminen olisi kadottanut sanoja.',
  'review.movedToNotes':
    'Lisätty muistiinpanoihin lähteen kirjoittamana: mikään reseptin rivi ei sisältänyt sen sanoja.',
  'review.source.cut':
    '”{shown}”: sivu näyttää tämän rivin kokonaan; sen rakenteinen data katkaisi sen (”{data}”).',
  'review.source.amount': '”{shown}”: otettu sivulta; sen rakenteisesta datasta puuttui määrä (”{data}”).',
  'review.source.partial':
    '”{shown}” ja muut rivit, jotka sen rakenteisesta datasta puuttuvat: data sisältää vain {held} sivun {of} rivistä, joten luettelo otettiin sivulta.',
  'review.source.grouped':
    'Osat ”{groups}”: sivu näyttää ainekset näiden otsikoiden alla; sen rakenteinen data luettelee ne ilman niitä.',
  'review.source.rounded':
    '”{shown}”: sivun pyöristys; sen rakenteinen data kertoo luvun pyöristämättä (”{data}”).',
  'review.source.split':
    '”{shown}”: sivu näyttää tämän vaiheen erikseen; sen rakenteinen data yhdistää sen seuraavaan (”{data}”).',
  'mail.greeting': 'Hei,',
  'mail.reset.topic': 'salasanan vaihto',
  'mail.reset.body': {
    one: 'Voit valita uuden salasanan tästä linkistä (voimassa {count} h, käytettävissä kerran):\n{link}\n\nJos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta.',
    other:
      'Voit valita uuden salasanan tästä linkistä (voimassa {count} h, käytettävissä kerran):\n{link}\n\nJos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta.',
  },
  'mail.confirm.topic': 'vahvista sähköpostiosoitteesi',
  'mail.confirm.body':
    'Vahvista sähköpostiosoitteesi tästä linkistä (voimassa {count} h):\n{link}\n\nJos et luonut tiliä Reseptikirjastoon, voit jättää tämän viestin huomiotta.',
  'mail.attempt.topic': 'tällä osoitteella on jo tili',
  'mail.attempt.body':
    'Joku yritti juuri luoda tilin tällä sähköpostiosoitteella, mutta sillä on jo tili.\nJos se olit sinä, kirjaudu sisään tai vaihda salasana ("Forgot password?"): {link}\nJos et se ollut sinä, tiliisi ei ole tehty muutoksia eikä sinun tarvitse tehdä mitään.',
};
