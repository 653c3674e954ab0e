import { DEBIAN_CHROMIUM_PATH } from '../testMachine/planTestMachine';

/** The Chromium the e2e tests and the browser benchmarks run: Debian's, or the one CHROMIUM_PATH names. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH;

/**
 * Headless Chromium on a machine without a GPU, as the tests and benchmarks run it: WebGL through
 * SwiftShader (software), and none of the background traffic a fresh profile starts (updates, sync,
 * QUIC probes), which would reach for other sites.
 */
export const SOFTWARE_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
