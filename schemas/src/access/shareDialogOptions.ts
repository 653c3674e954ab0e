import type { Access } from '../saveMeta';
import type { AccessFlags } from './accessFlags';
import { canManageSharing } from './canManageSharing';

export interface ShareDialogContext {
  /** Only folders are forced to locked without coworkers; see SharingContext. */
  readonly kind: 'save' | 'folder';
  /** The reader's flags on the save or folder being shared. */
  readonly flags: AccessFlags;
  /** Whether the reader's organisation has coworkers. */
  readonly hasCoworkers: boolean;
  /** Whether the reader is licensed (on a paid plan). */
  readonly licensed: boolean;
}

export interface ShareDialogOptions {
  /** The locked/public choice and the general access choice. */
  readonly accessControls: boolean;
  readonly inviteForm: boolean;
  readonly peopleList: boolean;
  /** The locked (private) option is shown but cannot be picked. */
  readonly lockedOptionDisabled: boolean;
  /** The access the dialog shows and keeps whatever the entity has, or null when the user chooses. */
  readonly forcedAccess: Access | null;
}

/**
 * What the share dialog offers (spec 000 sections 4 and 6): the controls and the invite form to
 * editors only; invites and the people list only when the organisation has coworkers; the private
 * option disabled without a licence when there are coworkers; a folder's access forced to locked
 * without them (a save keeps its public link, the way out the spec's auth/user_inaccessible names).
 */
export function shareDialogOptions(context: ShareDialogContext): ShareDialogOptions {
  const manages = canManageSharing(context.flags);
  return {
    accessControls: manages,
    inviteForm: manages && context.hasCoworkers,
    peopleList: context.hasCoworkers,
    lockedOptionDisabled: context.hasCoworkers && !context.licensed,
    forcedAccess: !context.hasCoworkers && context.kind === 'folder' ? 'locked' : null,
  };
}
