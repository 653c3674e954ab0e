import type { SqliteDocumentStoreOptions } from '@kitchensync/collab-server';

type SqliteWriter = NonNullable<SqliteDocumentStoreOptions['writer']>;

export interface BenchOptions {
  /** Short scenarios, one repeat: a smoke run that the harness still works. */
  quick: boolean;
  /** Adds the 50 editors + 500 viewers room, too heavy for two cores in the default run. */
  full: boolean;
  repeats: number;
  /** Writes a V8 CPU profile per server process into this directory. */
  profileDir: string | null;
  /** Scenario ids to run; all when empty. */
  only: string[];
  /** Where the markdown report goes; null prints it only. */
  reportFile: string | null;
  /** How our server's SQLite store commits appends; null for the store's default (inline). */
  sqliteWriter: SqliteWriter | null;
}

/**
 * `--quick`, `--full`, `--repeats N`, `--profile DIR`, `--only id,id`, `--no-write`, and
 * `--sqlite-writer worker|inline` to compare the SQLite store's ways of committing appends.
 */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const valueOf = (flag: string): string | undefined => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const quick = argv.includes('--quick');
  const repeats = Number(valueOf('--repeats') ?? (quick ? 1 : 3));
  if (!Number.isInteger(repeats) || repeats < 1) throw new Error('--repeats takes a positive integer');
  const sqliteWriter = valueOf('--sqlite-writer') ?? null;
  if (sqliteWriter !== null && sqliteWriter !== 'worker' && sqliteWriter !== 'inline') {
    throw new Error('--sqlite-writer takes worker or inline');
  }
  return {
    quick,
    full: argv.includes('--full'),
    repeats,
    profileDir: valueOf('--profile') ?? null,
    only: (valueOf('--only') ?? '').split(',').filter((id) => id !== ''),
    reportFile: argv.includes('--no-write') ? null : 'docs/benchmarks.md',
    sqliteWriter,
  };
}
