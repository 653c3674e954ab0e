/**
 * A registered `API_CALLS` path with its `:name` parameters filled in, each URL-encoded; those in
 * `verbatim` go in as given, for escapes that are meant to be malformed.
 */
export function fillPath(
  path: string,
  params: Record<string, string> = {},
  verbatim: Record<string, string> = {},
): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const raw = verbatim[name];
    if (raw !== undefined) return raw;
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}
