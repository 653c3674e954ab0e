import type { LengthUnit, Quote, QuoteInput } from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type * as Y from 'yjs';
import { DesignCommandError } from '../../doc/designCommands/designCommandError';
import { editQuote } from '../../doc/designCommands/editQuote';
import type { DesignCart } from '../../model/cart/buildCart';
import { formatMoney } from '../../model/cart/formatMoney';
import { quoteCsv } from '../../model/cart/quoteCsv';
import { quoteTotals } from '../../model/cart/quoteTotals';

export interface QuoteDialogProps {
  doc: Y.Doc | null;
  origin: unknown;
  /** Editors change the quote; anyone who sees prices may download it. */
  editable: boolean;
  cart: DesignCart;
  quote: Quote;
  designName: string;
  unit: LengthUnit;
}

function download(name: string, type: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface QuoteFieldProps {
  label: string;
  value: string;
  multiline?: boolean;
  type?: 'text' | 'number' | 'date';
  disabled: boolean;
  onCommit(text: string): string | null;
}

/** A quote field that keeps what the person types and writes it on Enter or leaving the field. */
function QuoteField({ label, value, multiline = false, type = 'text', disabled, onCommit }: QuoteFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const refusal = onCommit(draft);
    setError(refusal);
    if (refusal === null) setDraft(null);
  };
  const common = {
    id,
    value: draft ?? value,
    disabled,
    'aria-invalid': error !== null,
    onBlur: commit,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
  };
  return (
    <div className="quote-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={type}
          step={type === 'number' ? 'any' : undefined}
          {...common}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The quote made from the price list (issue 17): the customer's name and address, notes, a discount
 * (negative) or markup, the tax rate and the validity date, kept in the design so coworkers see the
 * same quote; its totals; and the CSV for the dealer's ordering system (the customer's PDF is not
 * made yet).
 */
export function QuoteDialog({ doc, origin, editable, cart, quote, designName, unit }: QuoteDialogProps) {
  const totals = quoteTotals(cart.totalCents, quote);
  const fileName = `${designName || 'Untitled Save'} quote`;
  const change = (edit: Partial<QuoteInput>): string | null => {
    if (doc === null) return 'The design is not open yet.';
    try {
      editQuote(doc, origin, edit);
      return null;
    } catch (error) {
      if (error instanceof DesignCommandError) return error.message;
      throw error;
    }
  };
  const percent = (field: 'adjustmentPercent' | 'taxRatePercent') => (text: string) => {
    const value = Number(text.trim() === '' ? '0' : text.replace(',', '.'));
    return Number.isFinite(value) ? change({ [field]: value }) : 'Type a number, such as 8.25.';
  };

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button">Quote…</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog quote-dialog">
          <Dialog.Title>Quote</Dialog.Title>
          <Dialog.Description>
            What the customer signs: the price list with your discount or markup and tax.
          </Dialog.Description>
          <div className="quote-fields">
            <QuoteField
              label="Customer name"
              value={quote.customerName}
              disabled={!editable}
              onCommit={(text) => change({ customerName: text.trim() })}
            />
            <QuoteField
              label="Customer address"
              value={quote.customerAddress}
              multiline
              disabled={!editable}
              onCommit={(text) => change({ customerAddress: text.trim() })}
            />
            <QuoteField
              label="Discount (−) or markup (+), %"
              type="number"
              value={String(quote.adjustmentPercent)}
              disabled={!editable}
              onCommit={percent('adjustmentPercent')}
            />
            <QuoteField
              label="Tax rate, %"
              type="number"
              value={String(quote.taxRatePercent)}
              disabled={!editable}
              onCommit={percent('taxRatePercent')}
            />
            <QuoteField
              label="Valid until"
              type="date"
              value={quote.validUntil ?? ''}
              disabled={!editable}
              onCommit={(text) => change({ validUntil: text === '' ? null : text })}
            />
            <QuoteField
              label="Notes"
              value={quote.notes}
              multiline
              disabled={!editable}
              onCommit={(text) => change({ notes: text.trim() })}
            />
          </div>
          <dl className="quote-totals">
            <dt>List total</dt>
            <dd>{formatMoney(totals.listCents)}</dd>
            {totals.adjustmentCents !== 0 && (
              <>
                <dt>{totals.adjustmentCents < 0 ? 'Discount' : 'Markup'}</dt>
                <dd>{formatMoney(totals.adjustmentCents)}</dd>
              </>
            )}
            <dt>Tax</dt>
            <dd>{formatMoney(totals.taxCents)}</dd>
            <dt>Total</dt>
            <dd aria-label="Quote total">{formatMoney(totals.totalCents)}</dd>
          </dl>
          <div className="dialog-actions">
            <button
              type="button"
              onClick={() => download(`${fileName}.csv`, 'text/csv', quoteCsv(cart, quote, totals, unit))}
            >
              Download CSV
            </button>
            <Dialog.Close asChild>
              <button type="button">Close</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
