import type { Message } from './format.ts';
import { bothReports } from './same-in-both.ts';

/**
 * What the server writes into a move-in's report and refusals (job lines, their reasons and notes,
 * the format it recognised, what an unreadable file looks like): stored as keys with parameters in
 * the job's rows and shown in the chef's language (docs/decisions/0034). Limits arrive as parameters:
 * they are the server's constants.
 */
export const enReports = {
  ...bothReports,
  'report.failedUnexpectedly': 'The import failed unexpectedly. Try again.',
  'report.interrupted': 'The import was interrupted too many times.',
  'report.uploadMissing': 'The uploaded archive is no longer there; upload it again.',
  'report.duplicate': 'The same recipe is already in the library.',
  'report.notSaved': 'The recipe could not be saved: something in its data is not accepted by the database.',
  'report.invalid': 'invalid',
  'report.refused': 'Recipe refused: {reason}',
  'report.imagesRefused': {
    one: '{count} image was not imported: it was not a readable image, or there were more than {max} images.',
    other:
      '{count} images were not imported: they were not readable images, or there were more than {max} images.',
  },
  'report.versionsDropped': {
    one: '{count} version was not restored: its data were not recipe fields.',
    other: '{count} versions were not restored: their data were not recipe fields.',
  },
  'report.versionsRepeated': {
    one: '{count} version was not restored: the same version number was already there.',
    other: '{count} versions were not restored: the same version number was already there.',
  },
  'report.versionsPruned': {
    one: '{count} oldest version was left out: a recipe keeps at most {kept} versions.',
    other: '{count} oldest versions were left out: a recipe keeps at most {kept} versions.',
  },
  'report.file.unreadable': 'The file could not be read.',
  'report.file.noRecipe': 'No recipe was found in the file.',
  'report.file.nothingUsable': 'No ingredients or instructions were found in the file.',
  'report.file.noRecipesOfFormat': 'No {format} recipes were found in the file.',
  'report.file.unknownFormat': 'The file holds no recipe in a known format.',
  'report.file.notJson': 'The file is not valid JSON.',
  'report.file.lineNotJson': 'The line is not valid JSON.',
  'report.file.lineTooLong': 'Recipe refused: its line is too long to read.',
  'report.file.noName': 'The recipe has no name.',
  'report.file.paprikaDamaged': 'The Paprika recipe could not be unpacked (not a gzip file, or too large).',
  'report.file.tooLarge': 'The file is too large to read.',
  'report.file.damaged': 'The file is damaged, or larger than the archive says.',
  'report.file.tooManyRecipes': 'The file has more than {count} recipes.',
  'report.file.tooManyColumns': 'A row of the CSV file has more than {count} columns.',
  'report.file.fieldTooLong': 'The file has a field that is too long.',
  'report.file.frontMatterTooLong': 'The metadata at the start of the file is too long.',
  'report.file.unclosedQuote': 'The CSV file has a quotation mark that is never closed.',
  'report.archive.notZip': 'The file is neither a zip archive nor a JSON file.',
  'report.archive.unsafeName': 'Archive refused: it has a file name that points outside the archive.',
  'report.archive.tooManyEntries': 'Archive refused: it has more than {count} files.',
  'report.archive.tooMuchData': 'Archive refused: unpacked it would be too large.',
  'report.archive.bomb': 'Archive refused: its files compress suspiciously well (a zip bomb).',
  'report.archive.jsonTooLarge': 'The JSON file is too large (at most {mb} MB).',
  'report.archive.databaseTooLarge': 'The backup’s database.json is too large to read (at most {mb} MB).',
  'report.archive.nothingFound': 'No recipes were found in the archive.',
  'report.backup.unreadable': 'backup.json is not a backup of this app, or it is damaged.',
  'report.backup.tooNew':
    'The backup was made by a newer version of Reseptikirjasto, which this version cannot read. Update the app, then restore.',
  'report.mealie.unreadable':
    'This is a Mealie backup (database version {version}), but its recipe table has no named recipes, so it cannot be read.',
  'report.format.ownBackup': 'Reseptikirjasto backup',
  'report.format.mealieBackup': 'Mealie backup (database version {version})',
  'report.format.unknownVersion': 'unknown',
  'report.format.mealieExport': 'Mealie recipe export',
  'report.format.tandoor': 'Tandoor export',
  'report.format.paprika': 'Paprika export',
  'report.format.schemaOrg': 'schema.org recipes (JSON-LD)',
  'report.format.recipeArchive': 'Recipe archive (JSON-LD and HTML files)',
  'report.supported.ownBackup': 'Reseptikirjasto’s own backup (zip)',
  'report.supported.mealie': 'Mealie: backup (database.json, any version from 1.0 on) and recipe export',
  'report.supported.tandoor': 'Tandoor export (zip)',
  'report.supported.schemaOrg': 'schema.org recipes as a JSON or JSON-LD file, or zipped (e.g. RecipeSage)',
  'report.supported.savedPages': 'saved recipe pages (HTML, zipped)',
  'report.looks.zip': 'a zip archive',
  'report.looks.zipHolding': 'a zip archive holding {kinds} files',
  'report.looks.emptyZip': 'an empty zip archive',
  'report.looks.noExtension': '(no extension)',
  'report.looks.jpeg': 'a JPEG image',
  'report.looks.png': 'a PNG image',
  'report.looks.gif': 'a GIF image',
  'report.looks.webp': 'a WebP image',
  'report.looks.isoMedia': 'an image or a video (AVIF, HEIC, MP4)',
  'report.looks.pdf': 'a PDF file',
  'report.looks.gzip': 'a gzip-compressed file',
  'report.looks.rar': 'a RAR archive',
  'report.looks.sevenZip': 'a 7z archive',
  'report.looks.oldOffice': 'an old Office file (e.g. .doc or .xls)',
  'report.looks.binary': 'a binary file',
  'report.looks.markup': 'an HTML or XML file',
  'report.looks.json': 'a JSON file with no recipes it knows',
  'report.looks.mealMaster': 'a MealMaster text file',
  'report.looks.cooklang': 'a Cooklang recipe',
  'report.looks.markdown': 'a Markdown file',
  'report.looks.csv': 'a CSV table',
  'report.looks.text': 'a text file',
  'review.checkLine': 'Check this line',
  'review.restored': 'Kept as the source wrote it: reading it would have lost words.',
  'review.movedToNotes': 'Added to the notes as the source wrote it: no line of the recipe held its words.',
  'review.source.cut':
    '"{shown}": the page shows this line whole; its structured data cut it short ("{data}").',
  'review.source.amount':
    '"{shown}": taken from the page; its structured data left out the amount ("{data}").',
  'review.source.partial':
    '"{shown}" and the other lines its structured data lacks: the data holds only {held} of the {of} lines the page lists, so the page\'s list was taken.',
  'review.source.grouped':
    'Groups "{groups}": the page shows its ingredients under these headings; its structured data lists them without.',
  'review.source.rounded':
    '"{shown}": the page\'s rounding; its structured data carries the number unrounded ("{data}").',
  'review.source.split':
    '"{shown}": the page shows this step apart; its structured data runs it together with the next ("{data}").',
  'mail.greeting': 'Hi,',
  'mail.reset.topic': 'password reset',
  'mail.reset.body': {
    one: 'Choose a new password with this link (valid for {count} hour, once):\n{link}\n\nIf you did not ask for a password reset, you can ignore this message.',
    other:
      'Choose a new password with this link (valid for {count} hours, once):\n{link}\n\nIf you did not ask for a password reset, you can ignore this message.',
  },
  'mail.confirm.topic': 'confirm your email address',
  'mail.confirm.body':
    'Confirm your email address with this link (valid for {count} hours):\n{link}\n\nIf you did not create an account, you can ignore this message.',
  'mail.attempt.topic': 'you already have an account',
  'mail.attempt.body':
    'Someone just tried to register with this email address, which already has an account.\nIf it was you, sign in or reset your password ("Forgot password?"): {link}\nIf it was not you, nothing about your account has changed and you need not do anything.',
} as const satisfies Record<string, Message>;
