import type { Access, GeneralAccess, Shareable } from '@kitchensync/schemas';

/** The share dialog's one General access choice: locked, or public with its general access. */
export type GeneralAccessChoice = 'locked' | 'public-viewer' | 'public-editor';

export const GENERAL_ACCESS_CHOICES: readonly {
  readonly choice: GeneralAccessChoice;
  readonly label: string;
}[] = [
  { choice: 'locked', label: 'Only people invited' },
  { choice: 'public-viewer', label: 'Anyone with the link can view' },
  { choice: 'public-editor', label: 'Anyone with the link can edit' },
];

export function generalAccessChoiceOf(
  sharing: Pick<Shareable, 'access' | 'generalAccess'>,
): GeneralAccessChoice {
  return sharing.access === 'locked' ? 'locked' : `public-${sharing.generalAccess}`;
}

/** The access and general access a choice stands for; locking keeps the general access it had. */
export function sharingOfChoice(
  choice: GeneralAccessChoice,
  current: GeneralAccess,
): { access: Access; generalAccess: GeneralAccess } {
  switch (choice) {
    case 'locked':
      return { access: 'locked', generalAccess: current };
    case 'public-viewer':
      return { access: 'public', generalAccess: 'viewer' };
    case 'public-editor':
      return { access: 'public', generalAccess: 'editor' };
  }
}
