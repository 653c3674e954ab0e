import * as Dialog from '@radix-ui/react-dialog';
import { Download, Printer } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { downloadFile } from '../output/downloadFile';
import { printInIframe } from '../output/printInIframe';
import { DialogCloseButton } from '../../app/DialogCloseButton';

export interface PdfPreviewDialogProps {
  title: string;
  pdf: Blob;
  /** The name the PDF is downloaded under. */
  fileName: string;
  /** Further buttons beside Download (the layout sheet's PNG). */
  extraActions?: ReactNode;
  /** A line under the preview (whether a presentation was kept with the save). */
  note?: ReactNode;
  onClose(): void;
}

/**
 * The PDF Preview popup (spec 001 §2): the PDF shown by the browser's own viewer, Print to Printer
 * (a hidden iframe, `printInIframe`) and Download (through `downloadFile`, so a native shell's
 * bridge gets it).
 */
export function PdfPreviewDialog({
  title,
  pdf,
  fileName,
  extraActions,
  note,
  onClose,
}: PdfPreviewDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  // The frame shows the PDF from an object URL that lives while the frame does (the dialog's
  // content mounts in a portal, after this component, so a ref callback rather than an effect).
  const showPdf = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (frame === null) return;
      const objectUrl = URL.createObjectURL(pdf);
      frame.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [pdf],
  );
  const print = () => {
    setProblem(null);
    printInIframe(pdf).catch(() =>
      setProblem('The browser would not print the PDF. Download it and print it from there.'),
    );
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog pdf-preview-dialog">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="hint">{fileName}</Dialog.Description>
          <iframe ref={showPdf} className="pdf-preview-frame" title={`${title} preview`} />
          {note}
          {problem && (
            <p className="error" role="alert">
              {problem}
            </p>
          )}
          <div className="dialog-buttons">
            {extraActions}
            <button type="button" onClick={() => void downloadFile(fileName, pdf)}>
              <Download size={16} aria-hidden="true" />
              Download
            </button>
            <button type="button" className="button-primary" onClick={print}>
              <Printer size={16} aria-hidden="true" />
              Print to Printer
            </button>
            <DialogCloseButton>Close</DialogCloseButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
