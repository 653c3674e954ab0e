/** The word after `name` on the benchmark's command line (`--repeats 5` gives "5"), or undefined. */
export function commandLineOption(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
