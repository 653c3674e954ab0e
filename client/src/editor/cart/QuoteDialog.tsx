import type { LengthUnit, Quote, QuoteInput } from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type * as Y from 'yjs';
import { useCurrentUser } from '../../app/useCurrentUser';
import { DesignCommandError } from '../../doc/designCommands/designCommandError';
import { editQuote } from '../../doc/designCommands/editQuote';
import type { DesignCart } from '../../model/cart/buildCart';
import { formatMoney } from '../../model/cart/formatMoney';
import { quoteCsv } from '../../model/cart/quoteCsv';
import { quoteDocument } from '../../model/cart/quoteDocument';
import { quoteTotals } from '../../model/cart/quoteTotals';
import { useCollections } from '../catalogue/useCollections';
import { downloadFile } from '../output/downloadFile';
import { drawableInStandardFont, quotePdf } from './quotePdf';
import { DialogCloseButton } from '../../app/DialogCloseButton';

export interface QuoteDialogProps {
  doc: Y.Doc | null;
  origin: unknown;
  /** Editors change the quote; anyone who sees prices may download it. */
  editable: boolean;
  cart: DesignCart;
  quote: Quote;
  designName: string;
  unit: LengthUnit;
  /** The installation's currency (ISO 4217). */
  currency: string;
}

/** Today in the person's time zone, as the calendar day a quote is dated. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
 * The quote made from the price list (issue 17): the designer's details, the customer's name and
 * address, notes, a discount (negative) or markup, the tax rate and the validity date, kept in the
 * design so coworkers see the same quote; its totals; the PDF the customer signs and the CSV for the
 * dealer's ordering system, both with the same figures.
 */
export function QuoteDialog({
  doc,
  origin,
  editable,
  cart,
  quote,
  designName,
  unit,
  currency,
}: QuoteDialogProps) {
  const totals = quoteTotals(cart.totalCents, quote);
  const fileName = `${designName || 'Untitled Save'} quote`;
  const money = (cents: number) => formatMoney(cents, currency);
  const user = useCurrentUser();
  const collections = useCollections();
  const [pdfState, setPdfState] = useState<'idle' | 'making' | 'failed'>('idle');
  const downloadPdf = async () => {
    setPdfState('making');
    try {
      const styles = new Map((collections.data ?? []).map((style) => [style.catalogStyleId, style.name]));
      const signedIn = user.data ?? null;
      const description = quoteDocument({
        cart,
        quote,
        totals,
        designName,
        unit,
        currency,
        currencyDisplay: drawableInStandardFont(formatMoney(0, currency)) ? 'symbol' : 'code',
        issuedOn: today(),
        styleName: (id) => styles.get(id) ?? id,
        signedIn:
          signedIn === null ? null : { name: signedIn.guest ? '' : signedIn.name, email: signedIn.email },
      });
      await downloadFile(`${fileName}.pdf`, await quotePdf(description, currency));
      setPdfState('idle');
    } catch {
      // The quote itself is in the design; only this file was not made, and the button can try again.
      setPdfState('failed');
    }
  };
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
            <fieldset className="quote-party">
              <legend>From you</legend>
              <QuoteField
                label="Your name"
                value={quote.designerName}
                disabled={!editable}
                onCommit={(text) => change({ designerName: text.trim() })}
              />
              <QuoteField
                label="Your business"
                value={quote.designerCompany}
                disabled={!editable}
                onCommit={(text) => change({ designerCompany: text.trim() })}
              />
              <QuoteField
                label="Your phone, e-mail and address"
                value={quote.designerContact}
                multiline
                disabled={!editable}
                onCommit={(text) => change({ designerContact: text.trim() })}
              />
            </fieldset>
            <fieldset className="quote-party">
              <legend>For the customer</legend>
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
            </fieldset>
            <fieldset className="quote-terms">
              <legend>Terms</legend>
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
            </fieldset>
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
            <dd>{money(totals.listCents)}</dd>
            {totals.adjustmentCents !== 0 && (
              <>
                <dt>
                  {totals.adjustmentCents < 0 ? 'Discount' : 'Markup'} {Math.abs(quote.adjustmentPercent)}%
                </dt>
                <dd>{money(totals.adjustmentCents)}</dd>
              </>
            )}
            <dt>Tax {quote.taxRatePercent}%</dt>
            <dd>{money(totals.taxCents)}</dd>
            <dt>Total</dt>
            <dd aria-label="Quote total">{money(totals.totalCents)}</dd>
          </dl>
          {pdfState === 'failed' && (
            <p className="error" role="alert">
              The PDF could not be made. Try again; the CSV has the same figures.
            </p>
          )}
          <div className="dialog-buttons">
            <button
              type="button"
              className="button-primary"
              disabled={pdfState === 'making'}
              onClick={() => void downloadPdf()}
            >
              {pdfState === 'making' ? 'Making PDF…' : 'Download PDF'}
            </button>
            <button
              type="button"
              onClick={() =>
                void downloadFile(
                  `${fileName}.csv`,
                  new Blob([quoteCsv(cart, quote, totals, unit, currency)], { type: 'text/csv' }),
                )
              }
            >
              Download CSV
            </button>
            <DialogCloseButton>Close</DialogCloseButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
