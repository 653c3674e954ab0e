import type { Credential, Shareable } from '@kitchensync/schemas';

/** One row of the share dialog's people list. */
export interface SharePerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: 'owner' | 'editor' | 'viewer';
}

/**
 * The people a save or folder is shared with, owner first, then editors and viewers in the order
 * they were added. A credential the lookup did not answer (an account since deleted) keeps its row
 * with empty name and e-mail, so it can still be removed.
 */
export function sharePeople(entity: Shareable, credentials: readonly Credential[]): SharePerson[] {
  const byId = new Map(credentials.map((credential) => [credential.id, credential]));
  const person = (id: string, role: SharePerson['role']): SharePerson => ({
    id,
    name: byId.get(id)?.name ?? '',
    email: byId.get(id)?.email ?? '',
    role,
  });
  const others = (ids: readonly string[]) => ids.filter((id) => id !== entity.owner);
  return [
    person(entity.owner, 'owner'),
    ...others(entity.editors).map((id) => person(id, 'editor')),
    ...others(entity.viewers)
      .filter((id) => !entity.editors.includes(id))
      .map((id) => person(id, 'viewer')),
  ];
}

/** Everyone whose name and e-mail the people list needs, for `POST /api/auth/coworkers`. */
export function sharePeopleIds(entity: Shareable): string[] {
  return [...new Set([entity.owner, ...entity.editors, ...entity.viewers])];
}
