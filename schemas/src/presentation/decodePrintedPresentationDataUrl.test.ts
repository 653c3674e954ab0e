import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../wire/apiError';
import { decodePrintedPresentationDataUrl } from './decodePrintedPresentationDataUrl';
import { PRINTED_PRESENTATION_LIMITS } from './printedPresentationLimits';

function dataUrl(bytes: Uint8Array, type = 'application/pdf'): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

const pdfBytes = (text = '%PDF-1.3\n%%EOF\n') => new TextEncoder().encode(text);

describe('kept presentation PDFs', () => {
  it('keeps the bytes of a PDF sent as a data URL', () => {
    const bytes = pdfBytes();
    expect(decodePrintedPresentationDataUrl(dataUrl(bytes))).toEqual({ ok: true, bytes });
  });

  it('refuses what is no PDF: other bytes, another media type, broken base64', () => {
    expect(decodePrintedPresentationDataUrl(dataUrl(pdfBytes('GIF89a not a pdf')))).toEqual({
      ok: false,
      refusal: 'not_pdf',
    });
    expect(decodePrintedPresentationDataUrl(dataUrl(pdfBytes(), 'image/png'))).toEqual({
      ok: false,
      refusal: 'not_pdf',
    });
    expect(decodePrintedPresentationDataUrl('data:application/pdf;base64,%%%')).toEqual({
      ok: false,
      refusal: 'not_pdf',
    });
  });

  it('refuses a PDF over the size limit', () => {
    const heavy = new Uint8Array(PRINTED_PRESENTATION_LIMITS.maxBytes + 1);
    heavy.set(pdfBytes());
    expect(decodePrintedPresentationDataUrl(dataUrl(heavy))).toEqual({ ok: false, refusal: 'too_large' });
  });

  it('states the limits in the messages a refused presentation gets', () => {
    expect(API_ERRORS['printedPresentation/too_large']).toContain(
      `${PRINTED_PRESENTATION_LIMITS.maxBytes / 1024 / 1024} MB`,
    );
    expect(API_ERRORS['printedPresentation/limit_reached']).toContain(
      `${PRINTED_PRESENTATION_LIMITS.maxPerSave} presentations`,
    );
  });
});
