import { canEdit, type Role } from '@kitchensync/schemas';
import { useState } from 'react';

export const NOW_VIEW_ONLY = 'You can now only view this design.';
export const NOW_EDITABLE = 'You can now edit this design.';

/**
 * Tells the person, once, when the owner changed what they may do while they had the design open;
 * the toolbar changes at the same moment, and this says why.
 */
export function AccessNotice({ role }: { role: Role | null }) {
  const [shownFor, setShownFor] = useState(role);
  const [message, setMessage] = useState<string | null>(null);
  if (role !== shownFor) {
    setShownFor(role);
    if (shownFor !== null && role !== null && canEdit(shownFor) !== canEdit(role)) {
      setMessage(canEdit(role) ? NOW_EDITABLE : NOW_VIEW_ONLY);
    }
  }
  if (message === null) return null;
  return (
    <div className="notice" role="alert">
      <p>{message}</p>
      <button type="button" onClick={() => setMessage(null)}>
        OK
      </button>
    </div>
  );
}
