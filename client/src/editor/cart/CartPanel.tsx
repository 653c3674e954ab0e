import type {
  ClientDomainCart,
  Design,
  LengthUnit,
  PlacedModel,
  PlacedOpening,
  Role,
  Wall,
} from '@kitchensync/schemas';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { useInstallation } from '../../app/useInstallation';
import { recordCartTotal } from '../../doc/designCommands/recordCartTotal';
import type { CartLine } from '../../model/cart/CartLine';
import { formatMoney } from '../../model/cart/formatMoney';
import { useSelection } from '../../session/useSelection';
import { QuoteDialog } from './QuoteDialog';
import { useDesignCart } from './useDesignCart';
import './cart.css';

export interface CartPanelProps {
  doc: Y.Doc | null;
  origin: unknown;
  models: readonly PlacedModel[];
  walls: readonly Wall[];
  openings: readonly PlacedOpening[];
  design: Pick<Design, 'countertop' | 'flooring' | 'backsplash' | 'quote'>;
  designName: string;
  unit: LengthUnit;
  editable: boolean;
  role: Role | null;
  /** A viewer who opened a link in confidential mode (`conf=true`) sees quantities without prices. */
  confidential: boolean;
  /** The client domain's cart setting (spec 001 section 6); `none` shows no cart at all. */
  clientDomainCart: ClientDomainCart | null;
}

const SQUARE_METERS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function quantityText(line: CartLine): string {
  if (line.unit === 'area') return `${SQUARE_METERS.format(line.quantity)} m²`;
  return String(line.quantity);
}

function describe(line: CartLine): string | null {
  if (line.unit === 'length' && line.coveredLength !== null)
    return `covers ${SQUARE_METERS.format(line.coveredLength)} m`;
  return null;
}

/**
 * The design's price list (issue 17): every line with its quantity, unit price and amount, grouped
 * with subtotals, and the total; a line's name selects its models in the plan. The owner's editor
 * keeps the save's `totalPrice` equal to the total, priced with the owner's own prices: one writer,
 * so coworkers who see other prices never overwrite each other's totals.
 */
export function CartPanel({
  doc,
  origin,
  models,
  walls,
  openings,
  design,
  designName,
  unit,
  editable,
  role,
  confidential,
  clientDomainCart,
}: CartPanelProps) {
  const { cart, pricesKnown } = useDesignCart(models, walls, openings, design);
  const installation = useInstallation();
  const owner = role === 'owner';
  useEffect(() => {
    if (doc !== null && owner && pricesKnown) recordCartTotal(doc, cart);
  }, [doc, owner, pricesKnown, cart]);

  if (clientDomainCart === 'none') return null;
  // Amounts wait for the installation's currency rather than show a wrong one for a moment.
  const currency = installation.data?.currency;
  if (currency === undefined) {
    return (
      <section className="cart-panel" aria-label="Price list">
        <p className="hint" role={installation.isError ? 'alert' : undefined}>
          {installation.isError
            ? 'Prices could not be loaded. Reload the page to try again.'
            : 'Loading prices…'}
        </p>
      </section>
    );
  }
  const money = (cents: number) => formatMoney(cents, currency);
  const showPrices = !(confidential && role === 'viewer');
  const select = (line: CartLine) => useSelection.getState().select(line.modelIds);

  return (
    <section className="cart-panel" aria-label="Price list">
      {cart.groups.length === 0 && (
        <p className="hint">Place cabinets and appliances to see what the kitchen costs.</p>
      )}
      {cart.groups.map((group) => (
        <table key={group.id} className="cart-group" aria-label={group.label}>
          <caption>{group.label}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="number">
                Qty
              </th>
              {showPrices && (
                <th scope="col" className="number">
                  Amount
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {group.lines.map((line) => {
              const detail = describe(line);
              return (
                <tr key={line.key}>
                  <th scope="row">
                    {line.modelIds.length > 0 ? (
                      <button type="button" className="cart-line-name" onClick={() => select(line)}>
                        {line.code && <span className="cart-code">{line.code}</span>} {line.name}
                      </button>
                    ) : (
                      <span className="cart-line-name">
                        {line.code && <span className="cart-code">{line.code}</span>} {line.name}
                      </span>
                    )}
                    {detail && <span className="cart-detail">{detail}</span>}
                    {showPrices && line.unitPriceCents !== null && line.quantity !== 1 && (
                      <span className="cart-detail">
                        {money(line.unitPriceCents)} {line.unit === 'area' ? 'per m²' : 'each'}
                      </span>
                    )}
                  </th>
                  <td className="number">{quantityText(line)}</td>
                  {showPrices && (
                    <td className="number">
                      {line.amountCents === null ? 'Price on request' : money(line.amountCents)}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
          {showPrices && (
            <tfoot>
              <tr>
                <th scope="row">Subtotal</th>
                <td />
                <td className="number">{money(group.subtotalCents)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      ))}
      {showPrices && cart.groups.length > 0 && (
        <p className="cart-total">
          <span>Total</span> <strong aria-label="Total price">{money(cart.totalCents)}</strong>
        </p>
      )}
      {showPrices && cart.hasUnpriced && (
        <p className="hint">Items priced on request are not in the total.</p>
      )}
      {!showPrices && <p className="hint">Prices are hidden in this shared view.</p>}
      {showPrices && cart.groups.length > 0 && (
        <QuoteDialog
          doc={doc}
          origin={origin}
          editable={editable}
          cart={cart}
          quote={design.quote}
          designName={designName}
          unit={unit}
          currency={currency}
        />
      )}
    </section>
  );
}
