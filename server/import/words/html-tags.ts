/**
 * The HTML elements the page readers treat alike, named by what each set is for — data for page/, in one
 * place so that two readers never disagree about what a list or a heading is.
 */

/** A set of tag names written as one space-separated list. */
function tagSet(...names: string[]): ReadonlySet<string> {
  return new Set(names.join(' ').trim().split(/\s+/));
}

const HEADING_LEVELS = 'h1 h2 h3 h4 h5 h6';
const FURNITURE = 'nav aside footer';
const CONTROLS_AND_CODE =
  'button canvas iframe input noscript object option script select style svg template textarea';

/** Elements whose content is no text a reader reads: controls, scripts, embedded objects. */
export const NEVER_TEXT_TAGS = tagSet('head', CONTROLS_AND_CODE);
/** What a list leaves out of its lines: controls and scripts, and pictures with their captions. */
export const NOT_IN_LIST_TAGS = tagSet(CONTROLS_AND_CODE, 'img picture video figure');

/** Elements that start a line of their own in a page's text. */
export const BLOCK_TAGS = tagSet(
  'address article aside blockquote br dd div dl dt figcaption figure footer form',
  HEADING_LEVELS,
  'header hr li main nav ol p pre section table td th tr ul',
);
/** Elements that set out a list: its lines start and end apart from the text around them. */
export const LIST_TAGS = tagSet('ul ol table');
/** A bulleted or numbered list. */
export const BULLET_LIST_TAGS = tagSet('ul ol');
/** A list, a table or a list item: a list item holding one holds several lines. */
export const LIST_STRUCTURE_TAGS = tagSet('ul ol li table');
/** The blocks of a list that may each be one of its items. */
export const LIST_ITEM_TAGS = tagSet('li p tr div dd dt', HEADING_LEVELS, 'section');
/** List items, rows and headings: lines of their own, never parts of one. */
export const LINE_TAGS = tagSet('li tr dt dd', HEADING_LEVELS);
/** Headings, and the cells and captions that head a table or a form. */
export const HEADING_TAGS = tagSet(HEADING_LEVELS, 'th legend');
/** The cells of a table row. */
export const CELL_TAGS = tagSet('td th');
/** Blocks that may hold one part of a line the page sets out in parts ("<p>150 g</p><p>beans</p>"). */
export const LINE_PART_HOLDER_TAGS = tagSet('div p');
/** Elements that only style words inside a line; a class on one marks a part of the line. */
export const INLINE_TAGS = tagSet('span a label strong em b i small sup sub input');
/** Inline elements a section-edit link or a reference mark ("[edit]", "[1]") is written with. */
export const LINK_MARK_TAGS = tagSet('a span sup small');

/** Where a page keeps what is not its content: menus, sidebars, footers (other recipes are listed there). */
export const PAGE_FURNITURE_TAGS = tagSet(FURNITURE);
/** Furniture of a page's text: its menus, sidebars and footers, its header and its forms. */
export const TEXT_FURNITURE_TAGS = tagSet(FURNITURE, 'header form');
/** Where no recipe list lies: the page's furniture and its head. */
export const NOT_LIST_PLACE_TAGS = tagSet(FURNITURE, 'head');
