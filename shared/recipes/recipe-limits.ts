/** The recipe's size limits, apart from the zod schemas so a screen that only shows them loads no zod. */

/** Limits that keep one request from storing unbounded data. Over a limit → BAD_REQUEST. */
export const LIMITS = {
  title: 200,
  ingredients: 200,
  instructions: 100,
  text: 5000,
  notes: 20_000,
  tags: 20,
  tag: 100,
  equipment: 50,
  equipmentItem: 200,
  url: 2048,
  components: 30,
  componentName: 100,
} as const;
