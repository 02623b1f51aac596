/**
 * The ingredient-line parser's public face; the parts live in shared/ingredients/: vocabulary and
 * unit-table (data), patterns (regular expressions built from them), units, name-and-note and parser.
 */
export { type ParsedIngredientLine, parseIngredientLine, startsWithQuantity } from './ingredients/parser';
export { normalizeUnit } from './ingredients/units';
