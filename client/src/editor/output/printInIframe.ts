/** Spec 001 section 9: the print iframe waits this long before printing, and is removed this long after. */
export const PRINT_DELAY_MS = 250;
export const PRINT_CLEANUP_MS = 1000;

/** What a print is started from: an image or a PDF, as bytes or by address. */
export type Printable = Blob | string;

function isPdf(printable: Printable): boolean {
  return typeof printable === 'string'
    ? /^data:application\/pdf|\.pdf(?:$|[?#])/i.test(printable)
    : printable.type === 'application/pdf';
}

/**
 * The page a picture prints from: the pictures centred, each on a page of its own and fitted to it.
 * Built with DOM calls, so no address can break out of an attribute.
 */
function writePicturePage(frame: HTMLIFrameElement, urls: readonly string[]): Promise<void> {
  const page = frame.contentDocument;
  if (page === null) return Promise.reject(new Error('the print frame has no document'));
  const style = page.createElement('style');
  style.textContent =
    '@page{margin:10mm}html,body{margin:0}img{display:block;max-width:100%;max-height:100vh;margin:0 auto;object-fit:contain;break-after:page}img:last-child{break-after:auto}';
  page.head.append(style);
  const loads = urls.map((url) => {
    const image = page.createElement('img');
    image.alt = '';
    page.body.append(image);
    return new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the picture could not be loaded for printing'));
      image.src = url;
    });
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * Prints pictures or a PDF through a hidden iframe (spec 001 section 9): the frame is filled,
 * printed 250 ms later (the browser lays out the page meanwhile), and removed 1000 ms after the
 * print dialog returns, with any object URLs made for it. Several pictures print as one job, one
 * per page; a PDF prints alone. Resolves once the print dialog has been opened.
 */
export async function printInIframe(
  printables: Printable | readonly Printable[],
  host: Document = document,
): Promise<void> {
  const all = Array.isArray(printables) ? printables : [printables as Printable];
  if (all.length === 0) throw new Error('nothing to print');
  const madeUrls: string[] = [];
  const urlOf = (printable: Printable) => {
    if (typeof printable === 'string') return printable;
    const url = URL.createObjectURL(printable);
    madeUrls.push(url);
    return url;
  };
  const frame = host.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.className = 'print-frame';
  // Off screen rather than display:none: a frame that is not laid out prints blank in Chromium.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  const cleanUp = () => {
    frame.remove();
    for (const url of madeUrls) URL.revokeObjectURL(url);
  };
  try {
    const pdfs = all.filter(isPdf);
    if (pdfs.length > 0 && all.length > 1) throw new Error('a PDF prints on its own');
    if (pdfs.length === 1) {
      const loaded = new Promise<void>((resolve) =>
        frame.addEventListener('load', () => resolve(), { once: true }),
      );
      frame.src = urlOf(pdfs[0]!);
      host.body.append(frame);
      await loaded;
    } else {
      host.body.append(frame);
      await writePicturePage(frame, all.map(urlOf));
    }
    await new Promise((resolve) => setTimeout(resolve, PRINT_DELAY_MS));
    const view = frame.contentWindow;
    if (view === null) throw new Error('the print frame has no window');
    view.focus();
    view.print();
    setTimeout(cleanUp, PRINT_CLEANUP_MS);
  } catch (error) {
    cleanUp();
    throw error;
  }
}
