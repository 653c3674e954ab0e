import { QuoteSchema, readDesign, writeDesignField, type QuoteInput } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { DesignCommandError } from './designCommandError';

export const QUOTE_CHANGED_LABEL = 'Changed quote';

/**
 * Changes fields of the design's quote as one undoable command. A value the quote cannot hold (a
 * tax rate over 100 %, a discount over 100 %, a date that is not a calendar day) writes nothing and
 * says what is wrong.
 */
export function editQuote(doc: Y.Doc, origin: unknown, change: Partial<QuoteInput>): void {
  const parsed = QuoteSchema.safeParse({ ...readDesign(doc).quote, ...change });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const reasons: Record<string, string> = {
      adjustmentPercent: 'A discount or markup is a percentage from -100 to 1000.',
      taxRatePercent: 'A tax rate is a percentage from 0 to 100.',
      validUntil: 'Use a date such as 2026-12-31.',
    };
    throw new DesignCommandError(reasons[field] ?? issue?.message ?? 'That value cannot be kept.');
  }
  runCommand(doc, origin, QUOTE_CHANGED_LABEL, () => writeDesignField(doc, 'quote', parsed.data));
}
