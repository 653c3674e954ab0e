import {
  API_CALLS,
  printedPresentationPath,
  type PrintedPresentation,
  type PrintedPresentationsResponse,
} from '@kitchensync/schemas';
import { ApiError, apiRequest } from '../../app/apiClient';

/** The query key of a save's kept presentations, shared by the popup and the printing that keeps one. */
export const printedPresentationsKey = (saveId: string) => ['printed-presentations', saveId] as const;

const savePath = (path: string, saveId: string) => path.replace(':saveId', encodeURIComponent(saveId));

function pdfDataUrl(pdf: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(String(reader.result).replace(/^data:[^;,]*;base64,/, 'data:application/pdf;base64,'));
    reader.onerror = () => reject(reader.error ?? new Error('The presentation could not be read.'));
    reader.readAsDataURL(pdf);
  });
}

export function listPrintedPresentations(saveId: string): Promise<PrintedPresentationsResponse> {
  const call = API_CALLS.listPrintedPresentations;
  return apiRequest(savePath(call.path, saveId), call.response);
}

/**
 * Keeps a printed presentation with the save. Refusals (a viewer, over 25 MB, 20 kept already) come
 * back as an `ApiError` with the message to show.
 */
export async function keepPrintedPresentation(
  saveId: string,
  name: string,
  pdf: Blob,
): Promise<PrintedPresentation> {
  const call = API_CALLS.addPrintedPresentation;
  return apiRequest(savePath(call.path, saveId), call.response, {
    method: call.method,
    body: { name, pdf: await pdfDataUrl(pdf) },
  });
}

export function deletePrintedPresentation(saveId: string, printedId: string): Promise<void> {
  const call = API_CALLS.deletePrintedPresentation;
  return apiRequest(printedPresentationPath(saveId, printedId), call.response, { method: call.method });
}

/** A kept presentation's PDF, for downloading. */
export async function fetchPrintedPresentation(saveId: string, printedId: string): Promise<Blob> {
  const response = await fetch(`/api${printedPresentationPath(saveId, printedId)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok)
    throw new ApiError(
      'printedPresentation/unreadable',
      'The presentation could not be loaded.',
      response.status,
    );
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}
