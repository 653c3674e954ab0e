import { RECORDING_LIMITS } from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { downloadFilm, previewProblem, type PreviewLoad } from '../../model/animation/previewMessages';
import type { RecordedFilm } from '../../model/animation/recordingMachine';
import { downloadFile } from '../output/downloadFile';
import { DialogCloseButton } from '../../app/DialogCloseButton';

/**
 * Plays the recording (a GIF as a picture) and downloads it as `Project_Name_date`. A preview that
 * has not loaded within 3 s says so and leaves Download working; the spec's messages otherwise.
 */
export interface AnimationPreviewDialogProps {
  film: RecordedFilm;
  /** The film's object URL, made by the recorder and given back when the dialog closes; null without data. */
  url: string | null;
  onClose(): void;
}

export function AnimationPreviewDialog({ film, url, onClose }: AnimationPreviewDialogProps) {
  const [load, setLoad] = useState<PreviewLoad>('loading');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setLoad((now) => (now === 'loading' ? 'timedOut' : now)),
      RECORDING_LIMITS.previewLoadTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [film]);

  const problem = previewProblem(film.blob, load);
  const loaded = () => setLoad('loaded');
  const failed = () => setLoad('failed');

  const download = async () => setDownloadError(await downloadFilm(film, downloadFile));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog animation-preview">
          <Dialog.Title>Your animation</Dialog.Title>
          <Dialog.Description className="hint">{film.fileName}</Dialog.Description>
          <div className="animation-preview-frame">
            {url !== null &&
              (film.format === 'gif' ? (
                <img src={url} alt="The recorded animation" onLoad={loaded} onError={failed} />
              ) : (
                <video
                  src={url}
                  aria-label="The recorded animation"
                  autoPlay
                  loop
                  muted
                  playsInline
                  controls
                  onLoadedData={loaded}
                  onError={failed}
                />
              ))}
          </div>
          {problem !== null && (
            <p className="error" role="alert">
              {problem}
            </p>
          )}
          {downloadError !== null && (
            <p className="error" role="alert">
              {downloadError}
            </p>
          )}
          <div className="dialog-buttons">
            <DialogCloseButton>Close</DialogCloseButton>
            <button type="button" className="button-primary" onClick={() => void download()}>
              <Download size={16} aria-hidden="true" />
              Download
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
