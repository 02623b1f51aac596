/** Minutes as an ISO 8601 duration (schema.org's times): 90 → "PT1H30M"; 0 → null (not said). */
export function isoDuration(minutes: number): string | null {
  if (!(minutes > 0)) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}
