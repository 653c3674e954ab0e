import { Download, FileText, Trash2 } from 'lucide-react';
import { usePrintedPresentations } from './usePrintedPresentations';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface PrintedPresentationListProps {
  saveId: string;
  /** Editors delete; everyone who may print downloads. */
  editable: boolean;
  /** The heading's id, naming the list for assistive technology. */
  labelledBy: string;
}

/**
 * The presentations printed from this design and kept with it (issue 16 item 9), newest first: each
 * with its name, when and by whom it was printed, its size, Download, and Delete for editors.
 */
export function PrintedPresentationList({ saveId, editable, labelledBy }: PrintedPresentationListProps) {
  const state = usePrintedPresentations(saveId);
  const { presentations } = state;
  return (
    <>
      {state.loadError && (
        <p className="error" role="alert">
          The presentations kept with this design could not be loaded. {state.loadError.message}
        </p>
      )}
      {presentations === undefined && !state.loadError && <p className="hint">Loading…</p>}
      {presentations?.length === 0 && (
        <p className="hint">No presentations yet. Each presentation you print is kept here.</p>
      )}
      {presentations && presentations.length > 0 && (
        <ol className="presentation-images printed-presentations" aria-labelledby={labelledBy}>
          {presentations.map((presentation) => (
            <li key={presentation.id}>
              <FileText size={28} aria-hidden="true" className="printed-presentation-icon" />
              <div className="presentation-image-text">
                <span className="presentation-image-name">{presentation.name}</span>
                <span className="hint">
                  <time dateTime={new Date(presentation.createdAt).toISOString()}>
                    {WHEN.format(presentation.createdAt)}
                  </time>{' '}
                  · {presentation.createdByName} · {megabytes(presentation.byteLength)}
                </span>
              </div>
              <div className="presentation-image-actions">
                <button
                  type="button"
                  aria-label={`Download ${presentation.name} of ${WHEN.format(presentation.createdAt)}`}
                  onClick={() => void state.download(presentation)}
                >
                  <Download size={14} aria-hidden="true" />
                  Download
                </button>
                {editable && (
                  <button
                    type="button"
                    aria-label={`Delete ${presentation.name} of ${WHEN.format(presentation.createdAt)}`}
                    disabled={state.busy}
                    onClick={() => state.remove(presentation.id)}
                  >
                    <Trash2 size={14} aria-hidden="true" />
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {state.changeError && (
        <p className="error" role="alert">
          {state.changeError.message}
        </p>
      )}
    </>
  );
}
