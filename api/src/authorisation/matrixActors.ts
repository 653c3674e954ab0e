/**
 * Who calls in the authorisation matrix: nobody, a guest, a designer with a password, the target's
 * owner's coworkers with editor and viewer rights on it, a stranger with an account, and an admin.
 * The owner is not an actor: every cell asks what someone other than the owner may do.
 */
export const MATRIX_ACTORS = [
  'anonymous',
  'guest',
  'designer',
  'coworkerEditor',
  'viewer',
  'outsider',
  'admin',
] as const;

export type MatrixActor = (typeof MATRIX_ACTORS)[number];

/** Actors who are logged in. */
export type SignedInActor = Exclude<MatrixActor, 'anonymous'>;
