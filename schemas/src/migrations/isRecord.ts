/** Whether a value is a plain record of fields, as a node or a struct in stored data is. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
