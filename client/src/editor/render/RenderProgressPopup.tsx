import * as Dialog from '@radix-ui/react-dialog';
import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { RENDER_ERROR_MESSAGE, RENDER_RETRY_MESSAGE } from '../../model/render/renderMessages';
import { RENDER_STAGE_LABELS, RENDER_STAGES, renderProgress } from '../../model/render/renderStages';
import type { RenderReport } from './runRender';

export interface RenderProgressPopupProps {
  /** Where the running render has got; null while no render runs. */
  report: RenderReport | null;
  /** Whether an earlier try failed and this is a cheaper retry. */
  retrying: boolean;
  /** Said above the stages: why the render is made differently than the settings ask. */
  note?: string | null;
  /** Finishes a path-traced render with the samples it has. */
  onFinishNow?(): void;
}

/** The path tracer's canvas, shown as it sharpens (the same element, so no copy per sample). */
function LivePreview({ canvas }: { canvas: HTMLCanvasElement }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const at = holder.current;
    if (at === null) return;
    canvas.classList.add('render-live-canvas');
    at.replaceChildren(canvas);
    return () => canvas.remove();
  }, [canvas]);
  return <div ref={holder} className="render-live-preview" aria-label="Render preview" role="img" />;
}

/**
 * The render's stages with their progress (spec 001 section 4): initializing, compiling lights,
 * creating image, editing; a path-traced image shows its samples and sharpens live. After a
 * failed try it shows the Render Error and the retry message of spec 001 section 8.
 */
export function RenderProgressPopup({
  report,
  retrying,
  note = null,
  onFinishNow,
}: RenderProgressPopupProps) {
  const current = report === null ? -1 : RENDER_STAGES.indexOf(report.stage);
  const progress = report === null ? 0 : renderProgress(report.stage, report.done);
  return (
    <Dialog.Root open={report !== null}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog render-progress"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title>Rendering</Dialog.Title>
          {note && (
            <p className="render-note" role="status">
              {note}
            </p>
          )}
          {retrying && (
            <div className="render-retry" role="alert">
              <p>{RENDER_ERROR_MESSAGE}</p>
              <p>{RENDER_RETRY_MESSAGE}</p>
            </div>
          )}
          <ol className="render-stages">
            {RENDER_STAGES.map((stage, index) => (
              <li
                key={stage}
                aria-current={index === current ? 'step' : undefined}
                data-done={index < current}
              >
                {index < current ? (
                  <Check size={14} aria-hidden="true" />
                ) : index === current ? (
                  <LoaderCircle size={14} aria-hidden="true" className="render-spinner" />
                ) : (
                  <span className="render-stage-dot" aria-hidden="true" />
                )}
                {RENDER_STAGE_LABELS[stage]}
              </li>
            ))}
          </ol>
          <progress max={1} value={progress} aria-label="Render progress" />
          {report?.trace && (
            <>
              <p className="render-samples" aria-live="polite">
                Sample {report.trace.samples} of {report.trace.target}
              </p>
              <LivePreview canvas={report.trace.preview} />
              {onFinishNow && report.trace.samples >= 1 && (
                <div className="dialog-buttons">
                  <button type="button" onClick={onFinishNow}>
                    Finish with {report.trace.samples} {report.trace.samples === 1 ? 'sample' : 'samples'}
                  </button>
                </div>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
