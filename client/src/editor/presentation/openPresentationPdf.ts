import { downloadFile } from '../output/downloadFile';

/**
 * Where a made presentation goes. Until the PDF Preview popup (editor/print) is merged, it is
 * downloaded through the one download module; this is the one call to swap for the preview.
 */
export async function openPresentationPdf(fileName: string, pdf: Blob): Promise<void> {
  await downloadFile(fileName, pdf);
}
