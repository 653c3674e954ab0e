import type { InviteRole } from '@kitchensync/schemas';
import type { SharePerson } from '../../model/sharing/sharePeople';

const ROLE_NAMES = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' } as const;

function displayName(person: SharePerson): string {
  return person.name || person.email || 'Unknown';
}

/**
 * Who has access and as what. The owner is shown and can be neither changed nor removed (spec 000
 * section 6); the others' role and removal are offered only to people who manage the sharing.
 */
export function SharePeopleList({
  people,
  manages,
  disabled,
  onChangeRole,
  onRemove,
}: {
  people: readonly SharePerson[];
  manages: boolean;
  disabled: boolean;
  onChangeRole: (person: SharePerson, role: InviteRole) => void;
  onRemove: (person: SharePerson) => void;
}) {
  return (
    <ul className="share-people" aria-label="People with access">
      {people.map((person) => {
        const name = displayName(person);
        return (
          <li key={person.id}>
            <span className="share-person">
              <span>{name}</span>
              {person.email !== '' && person.email !== name && <small>{person.email}</small>}
            </span>
            {person.role === 'owner' || !manages ? (
              <span className="share-role">{ROLE_NAMES[person.role]}</span>
            ) : (
              <>
                <select
                  aria-label={`Role of ${name}`}
                  value={person.role}
                  disabled={disabled}
                  onChange={(event) => onChangeRole(person, event.target.value as InviteRole)}
                >
                  <option value="viewer">Viewer</option>
                  <option value="editor">Editor</option>
                </select>
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  disabled={disabled}
                  onClick={() => onRemove(person)}
                >
                  Remove
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
