import { readDesign } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { editQuote } from './editQuote';

describe('editQuote', () => {
  it('changes the quote as one undo step, and Ctrl+Z takes it back', () => {
    const doc = new Y.Doc();
    const origin = { client: doc.clientID };
    const history = createUndoHistory(doc, origin);
    editQuote(doc, origin, { customerName: 'Ada Byron', taxRatePercent: 8.25 });
    expect(readDesign(doc).quote).toMatchObject({ customerName: 'Ada Byron', taxRatePercent: 8.25 });
    history.undo();
    expect(readDesign(doc).quote.customerName).toBe('');
  });

  it('refuses a rate out of range or a bad date, says why, and writes nothing', () => {
    const doc = new Y.Doc();
    editQuote(doc, null, { customerName: 'Ada' });
    expect(() => editQuote(doc, null, { taxRatePercent: 120 })).toThrow(
      'A tax rate is a percentage from 0 to 100.',
    );
    expect(() => editQuote(doc, null, { adjustmentPercent: -101 })).toThrow('percentage from -100 to 1000');
    expect(() => editQuote(doc, null, { validUntil: 'soon' })).toThrow('Use a date such as 2026-12-31.');
    expect(readDesign(doc).quote).toMatchObject({ customerName: 'Ada', taxRatePercent: 0, validUntil: null });
  });
});
