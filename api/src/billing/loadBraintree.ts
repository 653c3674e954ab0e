import { createRequire } from 'node:module';
import type Braintree from 'braintree';

const requirePackage = createRequire(import.meta.url);

/**
 * The Braintree SDK, loaded only when the Braintree gateway is configured: about 1.8 MB of heap and
 * 2 to 3 MB of RSS that every other product process would hold for nothing (docs/benchmarks.md, issue 18).
 */
export function loadBraintree(): typeof Braintree {
  return requirePackage('braintree') as typeof Braintree;
}
