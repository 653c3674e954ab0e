import * as Dialog from '@radix-ui/react-dialog';
import { Download, Printer, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadFile } from './downloadFile';
import { printInIframe } from './printInIframe';
import './output.css';

/** A picture the popup offers: its file name and bytes. */
export interface PreviewImage {
  readonly id: string;
  readonly name: string;
  readonly blob: Blob;
}

export interface ImagePreviewPopupProps {
  images: readonly PreviewImage[];
  open: boolean;
  /** A line under the title about the pictures (for renders: whether they were kept with the design). */
  note?: string | null;
  onClose(): void;
}

/**
 * The Image Preview popup (spec 001 section 2, at most 800 px wide): each picture with Print and
 * Download; with several, Print All and Download All above them; Close under the last one.
 * Downloads go through `downloadFile` (a native shell's bridge, else the browser), prints through a
 * hidden iframe (`printInIframe`).
 */
export function ImagePreviewPopup({ images, open, note = null, onClose }: ImagePreviewPopupProps) {
  const urls = useMemo(
    () => new Map(images.map((image) => [image.id, URL.createObjectURL(image.blob)])),
    [images],
  );
  useEffect(
    () => () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    },
    [urls],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = (action: () => Promise<unknown>) => {
    setFailure(null);
    action().catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  };
  const downloadAll = async () => {
    for (const image of images) await downloadFile(image.name, image.blob);
  };
  const several = images.length > 1;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog image-preview" aria-describedby={undefined}>
          <Dialog.Title>Image Preview</Dialog.Title>
          {note !== null && (
            <p className="image-preview-note" role="status">
              {note}
            </p>
          )}
          {several && (
            <div className="image-preview-all">
              <button
                type="button"
                onClick={() => attempt(() => printInIframe(images.map((image) => image.blob)))}
              >
                <Printer size={16} aria-hidden="true" />
                Print All
              </button>
              <button type="button" onClick={() => attempt(downloadAll)}>
                <Download size={16} aria-hidden="true" />
                Download All
              </button>
            </div>
          )}
          {failure && (
            <p className="error" role="alert">
              {failure}
            </p>
          )}
          <ol className="image-preview-list">
            {images.map((image, index) => (
              <li key={image.id}>
                <figure>
                  <img src={urls.get(image.id)} alt={image.name} />
                  <figcaption>{image.name}</figcaption>
                </figure>
                <div className="dialog-buttons">
                  <button
                    type="button"
                    aria-label={`Print ${image.name}`}
                    onClick={() => attempt(() => printInIframe(image.blob))}
                  >
                    <Printer size={16} aria-hidden="true" />
                    Print
                  </button>
                  <button
                    type="button"
                    className="button-primary"
                    aria-label={`Download ${image.name}`}
                    onClick={() => attempt(() => downloadFile(image.name, image.blob))}
                  >
                    <Download size={16} aria-hidden="true" />
                    Download
                  </button>
                  {index === images.length - 1 && (
                    <Dialog.Close asChild>
                      <button type="button">
                        <X size={16} aria-hidden="true" />
                        Close
                      </button>
                    </Dialog.Close>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
