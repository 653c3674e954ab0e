import type { Shareable } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { sharePeople, sharePeopleIds } from './sharePeople';

const entity: Shareable = {
  owner: 'u_owner',
  editors: ['u_ed'],
  viewers: ['u_view', 'u_gone'],
  access: 'locked',
  generalAccess: 'viewer',
};
const credentials = [
  { id: 'u_view', name: 'Vera', email: 'vera@x.com' },
  { id: 'u_owner', name: 'Olga', email: 'olga@x.com' },
  { id: 'u_ed', name: 'Ed', email: 'ed@x.com' },
];

describe('sharePeople', () => {
  it('lists the owner first, then editors, then viewers, with names and e-mails from the lookup', () => {
    expect(sharePeople(entity, credentials)).toEqual([
      { id: 'u_owner', name: 'Olga', email: 'olga@x.com', role: 'owner' },
      { id: 'u_ed', name: 'Ed', email: 'ed@x.com', role: 'editor' },
      { id: 'u_view', name: 'Vera', email: 'vera@x.com', role: 'viewer' },
      { id: 'u_gone', name: '', email: '', role: 'viewer' },
    ]);
  });

  it('shows the owner once as owner, and someone on both lists once as editor', () => {
    const odd = { ...entity, editors: ['u_owner', 'u_ed'], viewers: ['u_ed', 'u_owner'] };
    expect(sharePeople(odd, credentials).map((person) => [person.id, person.role])).toEqual([
      ['u_owner', 'owner'],
      ['u_ed', 'editor'],
    ]);
  });

  it('asks the lookup for every id once', () => {
    expect(sharePeopleIds({ ...entity, viewers: ['u_ed', 'u_view'] })).toEqual(['u_owner', 'u_ed', 'u_view']);
  });
});
