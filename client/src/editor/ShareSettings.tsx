import { SaveResponseSchema, type SaveMeta, type UpdateSharingRequest } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../app/apiClient';

type CopyState = 'idle' | 'saving' | 'copied';

/** The spec's copied feedback lasts 3 s before the button returns to idle. */
const COPIED_FEEDBACK_MS = 3000;

const OPTIONS: { label: string; value: string; sharing: UpdateSharingRequest }[] = [
  { label: 'Only people invited', value: 'locked', sharing: { access: 'locked', generalAccess: 'viewer' } },
  {
    label: 'Anyone with the link can view',
    value: 'public-viewer',
    sharing: { access: 'public', generalAccess: 'viewer' },
  },
  {
    label: 'Anyone with the link can edit',
    value: 'public-editor',
    sharing: { access: 'public', generalAccess: 'editor' },
  },
];

function optionOf(save: SaveMeta): string {
  return save.access === 'locked' ? 'locked' : `public-${save.generalAccess}`;
}

/** Access controls for people with edit rights, and the save's share link. */
export function ShareSettings({ save }: { save: SaveMeta }) {
  const queryClient = useQueryClient();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const link = `${window.location.origin}/${save.id}`;
  const update = useMutation({
    mutationFn: (sharing: UpdateSharingRequest) =>
      apiRequest(`/saves/${save.id}/sharing`, SaveResponseSchema, { method: 'PUT', body: sharing }),
    onSuccess: (response) => queryClient.setQueryData(['save', save.id], response),
  });

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const copy = async () => {
    setCopyState('saving');
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      setCopyState('idle');
    }
  };

  return (
    <section className="share" aria-label="Share">
      <h2>Share</h2>
      <label htmlFor="share-access">General access</label>
      <select
        id="share-access"
        value={optionOf(save)}
        disabled={update.isPending}
        onChange={(event) => {
          const option = OPTIONS.find((candidate) => candidate.value === event.target.value);
          if (option) update.mutate(option.sharing);
        }}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {update.error && <p className="error">{update.error.message || 'Error happened'}</p>}
      <label htmlFor="share-link">Link</label>
      <input id="share-link" readOnly value={link} onFocus={(event) => event.target.select()} />
      <button type="button" onClick={() => void copy()} disabled={copyState !== 'idle'}>
        {copyState === 'idle' ? 'Copy link' : copyState === 'saving' ? 'Copying…' : 'Copied'}
      </button>
    </section>
  );
}
