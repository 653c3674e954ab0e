/** A JSON object as `JSON.parse` gives it; arrays and null are excluded because a save file never means them as objects. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
