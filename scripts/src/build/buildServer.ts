import { build, type Plugin } from 'esbuild';
import path from 'node:path';
import { REPO_ROOT } from '../serverConfig';

/** Where `npm start` runs the server from: plain JavaScript that `node` loads without a transform. */
export const SERVER_DIST = path.join(REPO_ROOT, 'scripts', 'dist');

/**
 * Our workspaces (`@kitchensync/*`, TypeScript sources) are bundled; every npm package stays an import
 * that node resolves from node_modules as before, so native modules (better-sqlite3) and the drivers
 * loaded on first use keep working unchanged.
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kitchensync/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles the production server once, at build time, so that the running process does not carry tsx's
 * loader thread and transform machinery (about 50 MB of its idle RSS, docs/benchmarks.md). The SQLite
 * writer and checkpoint threads' entries are bundled beside it under the names their classes look for.
 */
export async function buildServer(outdir = SERVER_DIST): Promise<void> {
  await build({
    entryPoints: {
      start: path.join(REPO_ROOT, 'scripts', 'src', 'start.ts'),
      sqliteWriterEntry: path.join(REPO_ROOT, 'collab-server', 'src', 'store', 'sqliteWriter.worker.ts'),
      sqliteCheckpointerEntry: path.join(
        REPO_ROOT,
        'collab-server',
        'src',
        'store',
        'sqliteCheckpointer.worker.ts',
      ),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // One chunk per entry: the writer thread must not import the server's module graph.
    splitting: false,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildServer();
  console.log(`Server built into ${path.relative(REPO_ROOT, SERVER_DIST)}/start.mjs`);
}
