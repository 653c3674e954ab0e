import { describe, expect, it } from 'vitest';
import { docToSaveFileContents } from '../doc/docToSaveFileContents';
import { readDesign } from '../doc/readDesign';
import { saveFileContentsToDoc } from '../doc/saveFileContentsToDoc';
import { QuoteSchema } from './quote';

const FILLED = {
  designerName: 'Grace Hopper',
  designerCompany: 'Harbour Kitchens Ltd',
  designerContact: '+44 23 9200 0000\ngrace@harbourkitchens.example',
  customerName: 'Ada Byron',
  customerAddress: '12 Harbour Road\nPortsmouth',
  notes: 'Install in March.',
  adjustmentPercent: -10,
  taxRatePercent: 8.25,
  validUntil: '2027-01-31',
};

describe('the quote', () => {
  it('travels through a save file and back once filled in, and stays out of the file while untouched', () => {
    const doc = saveFileContentsToDoc({ document: { id: 'save_1' }, quote: FILLED });
    expect(readDesign(doc).quote).toEqual(FILLED);
    expect(docToSaveFileContents(doc, { id: 'save_1' }).quote).toEqual(FILLED);
    const untouched = saveFileContentsToDoc({ document: { id: 'save_2' } });
    expect(readDesign(untouched).quote).toEqual(QuoteSchema.parse({}));
    expect(docToSaveFileContents(untouched, { id: 'save_2' })).not.toHaveProperty('quote');
  });

  it('drops a quote that does not parse instead of refusing the whole file', () => {
    const doc = saveFileContentsToDoc({
      document: { id: 'save_1' },
      quote: { taxRatePercent: 'lots' } as never,
    });
    expect(readDesign(doc).quote).toEqual(QuoteSchema.parse({}));
  });

  it('refuses dates that are not calendar days and rates out of range', () => {
    expect(QuoteSchema.safeParse({ validUntil: '31/01/2027' }).success).toBe(false);
    expect(QuoteSchema.safeParse({ taxRatePercent: 101 }).success).toBe(false);
    expect(QuoteSchema.safeParse({ adjustmentPercent: -100.5 }).success).toBe(false);
  });
});
