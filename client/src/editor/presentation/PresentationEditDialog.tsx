import {
  PRESENTATION_IMAGE_LIMITS,
  PRESENTATION_SLIDE_IDEAL_SIZE,
  type PresentationImage,
  type PresentationImageKind,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowDown, ArrowUp, ImagePlus, Printer, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { PresentationPrintState } from './usePresentationPrint';
import { presentationImageUrl } from './presentationImagesApi';
import { PrintedPresentationList } from './PrintedPresentationList';
import { usePresentationImages, type PresentationImagesState } from './usePresentationImages';
import './presentation.css';

export interface PresentationEditDialogProps {
  saveId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Editors change the lists; anyone who may print sees them. */
  editable: boolean;
  printState: PresentationPrintState;
  onPrint(): void;
}

function moved(images: readonly PresentationImage[], index: number, by: -1 | 1): PresentationImage[] {
  const next = [...images];
  const [image] = next.splice(index, 1);
  next.splice(index + by, 0, image!);
  return next;
}

interface ImageListProps {
  saveId: string;
  kind: PresentationImageKind;
  label: string;
  images: readonly PresentationImage[];
  editable: boolean;
  state: PresentationImagesState;
  empty: string;
}

/** One kind's pictures in the presentation's order, each with its pick, moves and delete. */
function ImageList({ saveId, kind, label, images: stored, editable, state, empty }: ImageListProps) {
  // A pick or move shows in the same task as the click; the list kept by the query reaches this a
  // task later, and a controlled box would flick back meanwhile.
  const [images, setImages] = useState(stored);
  const [storedSeen, setStoredSeen] = useState(stored);
  if (stored !== storedSeen) {
    setStoredSeen(stored);
    setImages(stored);
  }
  if (images.length === 0) return <p className="hint">{empty}</p>;
  const arrange = (next: PresentationImage[]) => {
    setImages(next);
    state.arrange(kind, next);
  };
  return (
    <ol className="presentation-images" aria-label={label}>
      {images.map((image, index) => (
        <li key={image.id} className={image.included ? undefined : 'presentation-image-left-out'}>
          <img src={presentationImageUrl(saveId, image.id)} alt="" width={88} height={68} loading="lazy" />
          <div className="presentation-image-text">
            <span className="presentation-image-name">{image.name}</span>
            <span className="hint">
              {image.width} × {image.height} px
            </span>
          </div>
          <label className="presentation-image-pick">
            <input
              type="checkbox"
              checked={image.included}
              disabled={!editable || state.busy}
              onChange={(event) =>
                arrange(
                  images.map((each) =>
                    each.id === image.id ? { ...each, included: event.target.checked } : each,
                  ),
                )
              }
            />
            In presentation
          </label>
          {editable && (
            <div className="presentation-image-actions">
              <button
                type="button"
                aria-label={`Move ${image.name} up`}
                disabled={index === 0 || state.busy}
                onClick={() => arrange(moved(images, index, -1))}
              >
                <ArrowUp size={14} aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label={`Move ${image.name} down`}
                disabled={index === images.length - 1 || state.busy}
                onClick={() => arrange(moved(images, index, 1))}
              >
                <ArrowDown size={14} aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label={`Delete ${image.name}`}
                disabled={state.busy}
                onClick={() => state.remove(image.id)}
              >
                <Trash2 size={14} aria-hidden="true" />
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The Presentation Edit popup (spec 002 §2, for licensed users): the renders kept with this design,
 * picked and ordered; the custom slides, uploaded here (1320 × 1020 px is best, others are fitted);
 * the presentations printed before, kept with the design; and Print Presentation, which makes the one PDF.
 */
export function PresentationEditDialog({
  saveId,
  open,
  onOpenChange,
  editable,
  printState,
  onPrint,
}: PresentationEditDialogProps) {
  const state = usePresentationImages(saveId);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const { images } = state;
  const { width, height } = PRESENTATION_SLIDE_IDEAL_SIZE;

  const upload = async (files: FileList | null) => {
    for (const file of [...(files ?? [])]) {
      if ((await state.add('slide', file)) === null) break;
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog presentation-dialog">
          <div className="presentation-dialog-head">
            <Dialog.Title>Presentation</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close">
                <X size={16} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description>
            Choose what the customer sees: your renders in order, then the layout and elevations, your own
            slides and the price list.
          </Dialog.Description>
          {state.loadError && (
            <p className="error" role="alert">
              The pictures kept with this design could not be loaded. {state.loadError.message}
            </p>
          )}
          {images === undefined && !state.loadError && <p className="hint">Loading…</p>}
          {images && (
            <>
              <section className="presentation-list" aria-labelledby={`${uploadId}-renders`}>
                <h3 id={`${uploadId}-renders`}>Renders</h3>
                <ImageList
                  saveId={saveId}
                  kind="render"
                  label="Renders"
                  images={images.renders}
                  editable={editable}
                  state={state}
                  empty="No renders yet. Renders you make of this design are kept here."
                />
              </section>
              <section className="presentation-list" aria-labelledby={`${uploadId}-slides`}>
                <h3 id={`${uploadId}-slides`}>Custom Slides</h3>
                <p className="hint">
                  PNG or JPEG. {width} × {height} pixels is best; other sizes are fitted to the page. Up to{' '}
                  {PRESENTATION_IMAGE_LIMITS.maxPerKind} slides of at most{' '}
                  {PRESENTATION_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB each.
                </p>
                <ImageList
                  saveId={saveId}
                  kind="slide"
                  label="Custom Slides"
                  images={images.slides}
                  editable={editable}
                  state={state}
                  empty="No custom slides yet."
                />
                {editable && (
                  <>
                    <input
                      ref={fileInput}
                      id={uploadId}
                      type="file"
                      accept="image/png,image/jpeg"
                      multiple
                      hidden
                      aria-label="Upload slides"
                      onChange={(event) => void upload(event.target.files)}
                    />
                    <button
                      type="button"
                      className="presentation-upload"
                      disabled={state.busy || images.slides.length >= PRESENTATION_IMAGE_LIMITS.maxPerKind}
                      onClick={() => fileInput.current?.click()}
                    >
                      <ImagePlus size={16} aria-hidden="true" />
                      Upload Slides…
                    </button>
                  </>
                )}
              </section>
            </>
          )}
          <section className="presentation-list" aria-labelledby={`${uploadId}-printed`}>
            <h3 id={`${uploadId}-printed`}>Printed presentations</h3>
            <PrintedPresentationList saveId={saveId} editable={editable} labelledBy={`${uploadId}-printed`} />
          </section>
          {state.changeError && (
            <p className="error" role="alert">
              {state.changeError.message}
            </p>
          )}
          {printState === 'failed' && (
            <p className="error" role="alert">
              The presentation could not be made. Please try again.
            </p>
          )}
          <div className="dialog-buttons">
            <button
              type="button"
              className="button-primary"
              disabled={printState === 'making' || images === undefined}
              onClick={onPrint}
            >
              <Printer size={16} aria-hidden="true" />
              {printState === 'making' ? 'Making the presentation…' : 'Print Presentation'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
