/**
 * The ingredient-line parser's public face; the parts live in shared/ingredient-line/: vocabulary and
 * unit-table (data), patterns (regular expressions built from them), units, name-and-note and parser.
 */
export { type ParsedIngredientLine, parseIngredientLine, startsWithQuantity } from './ingredient-line/parser';
export { normalizeUnit } from './ingredient-line/units';
