/** Spec 001 §9: the print iframe waits this long before printing, and is removed this long after. */
export const PRINT_IFRAME_DELAY_MS = 250;
export const PRINT_IFRAME_CLEANUP_MS = 1000;

/**
 * Prints a PDF through the browser's print dialog from a hidden iframe holding it: once the frame
 * has loaded, `PRINT_IFRAME_DELAY_MS` later its print is called (the viewer needs a moment to lay
 * the pages out), and `PRINT_IFRAME_CLEANUP_MS` after that the frame and its object URL go.
 */
export function printPdfInIframe(pdf: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(pdf);
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.position = 'fixed';
    frame.style.width = '0';
    frame.style.height = '0';
    frame.style.border = '0';
    frame.style.right = '0';
    frame.style.bottom = '0';
    frame.className = 'print-frame';
    const cleanUp = () => {
      frame.remove();
      URL.revokeObjectURL(url);
    };
    frame.onload = () => {
      window.setTimeout(() => {
        try {
          frame.contentWindow?.focus();
          frame.contentWindow?.print();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        } finally {
          window.setTimeout(cleanUp, PRINT_IFRAME_CLEANUP_MS);
        }
      }, PRINT_IFRAME_DELAY_MS);
    };
    frame.src = url;
    document.body.append(frame);
  });
}
