import { useQuery } from '@tanstack/react-query';
import { useInstallation } from '../../app/useInstallation';
import { formatMoney } from '../../model/cart/formatMoney';
import { checkpointCosts } from '../../model/history/checkpointCosts';
import { saveHistoryQuery } from './saveHistoryQuery';
import './history.css';

export interface HistoryPanelProps {
  saveId: string;
  /** False for a viewer of a confidential link, who sees the versions without their prices. */
  showPrices: boolean;
}

const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The design's checkpoints (Ctrl+S saves one), newest first, each with the kitchen's total then and
 * what it cost against the checkpoint before (issue 17), so a person sees what a change cost.
 */
export function HistoryPanel({ saveId, showPrices }: HistoryPanelProps) {
  const history = useQuery(saveHistoryQuery(saveId));
  const currency = useInstallation().data?.currency;
  if (history.isError) {
    return (
      <p className="hint" role="alert">
        The history could not be loaded.
      </p>
    );
  }
  if (history.data === undefined) return <p className="hint">Loading the history…</p>;
  const costs = checkpointCosts(history.data.checkpoints);
  if (costs.length === 0) return <p className="hint">Press Ctrl+S to keep this version in the history.</p>;
  const money = (cents: number) => formatMoney(cents, currency);
  const change = (cents: number) =>
    cents === 0 ? 'no change' : `${cents > 0 ? '+' : '−'}${money(Math.abs(cents))}`;

  return (
    <ol className="history-list" aria-label="Checkpoints">
      {costs.map(({ checkpoint, totalCents, changeCents }) => (
        <li key={`${checkpoint.seq}-${checkpoint.createdAt}-${checkpoint.label}`}>
          <span className="history-label">{checkpoint.label}</span>
          <span className="history-when">{WHEN.format(checkpoint.createdAt)}</span>
          {showPrices && currency !== undefined && totalCents !== null && (
            <span className="history-cost">
              <span aria-label="Total then">{money(totalCents)}</span>
              {changeCents !== null && (
                <span
                  aria-label="Change"
                  className={changeCents > 0 ? 'history-up' : changeCents < 0 ? 'history-down' : undefined}
                >
                  {change(changeCents)}
                </span>
              )}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
