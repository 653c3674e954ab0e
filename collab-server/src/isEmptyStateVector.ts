/** A state vector naming no client: what a client that holds nothing yet sends in sync step 1. */
export function isEmptyStateVector(stateVector: Uint8Array): boolean {
  return stateVector.byteLength === 1 && stateVector[0] === 0;
}
