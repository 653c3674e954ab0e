import { saveDisplayName, type Role, type SaveMeta } from '@kitchensync/schemas';
import { UserPlus } from 'lucide-react';
import { roleFlags } from '../model/sharing/roleFlags';
import { ShareDialog } from './sharing/ShareDialog';

/** The side panel's Share section: opens the share dialog for the open save. */
export function ShareSettings({ save, role }: { save: SaveMeta; role: Role | null }) {
  return (
    <section className="share" aria-label="Share">
      <h2>Share</h2>
      <ShareDialog
        target={{ kind: 'save', id: save.id, name: saveDisplayName(save.filename), sharing: save }}
        flags={roleFlags(role)}
        trigger={
          <button type="button" className="button-primary">
            <UserPlus size={16} aria-hidden="true" />
            Share
          </button>
        }
      />
    </section>
  );
}
