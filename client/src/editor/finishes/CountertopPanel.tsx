import type { Countertop } from '@kitchensync/schemas';
import { useId, useState } from 'react';
import type * as Y from 'yjs';
import { clickCountertop } from '../../doc/designCommands/clickCountertop';
import { setCountertopRepeat } from '../../doc/designCommands/setCountertopRepeat';
import { filterCountertops } from '../../model/finishes/filterCountertops';
import { FinishItemButton } from './FinishItemButton';
import { FinishNumberField } from './FinishNumberField';
import { useCatalogueCountertops } from './useCatalogueCountertops';
import { useDesignCommand } from './useDesignCommand';

/**
 * The Countertop panel (spec 000 sections 2 and 4, spec 001 section 2): search, texture categories,
 * the list with the chosen countertop highlighted (clicking it again clears it, a locked one opens
 * the premium upsell), and an Options section with the chosen countertop's pattern sizes.
 */
export function CountertopPanel({
  doc,
  origin,
  countertop,
}: {
  doc: Y.Doc;
  origin: unknown;
  countertop: Countertop | null;
}) {
  const countertops = useCatalogueCountertops();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const command = useDesignCommand();
  const searchId = useId();
  const all = countertops.data ?? [];
  const categories = [...new Set(all.flatMap((item) => item.subcategory))].sort();
  const shown = filterCountertops(all, search, category);

  return (
    <section className="finish-panel" aria-label="Countertop">
      <h2>Countertop</h2>
      <label htmlFor={searchId}>Search</label>
      <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {categories.length > 0 && (
        <div className="finish-categories" role="group" aria-label="Texture categories">
          <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
            All
          </button>
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(category === name ? null : name)}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      {countertops.isPending && <p>Loading countertops…</p>}
      {countertops.isError && <p className="error">{countertops.error.message}</p>}
      {countertops.isSuccess && shown.length === 0 && <p>No countertops match your search.</p>}
      <ul className="finish-list" aria-label="Countertops">
        {shown.map((item) => (
          <li key={item.id}>
            <FinishItemButton
              place="countertop"
              item={item}
              chosen={item.id === countertop?.id}
              upsellName={`The ${item.name} countertop`}
              onChoose={() => command.run(() => clickCountertop(doc, origin, item))}
            />
          </li>
        ))}
      </ul>
      {countertop !== null && (
        <section className="finish-options" aria-label="Options">
          <h3>Options</h3>
          <FinishNumberField
            label="Pattern size X"
            value={countertop.repeat.x}
            onCommit={(x) => command.run(() => setCountertopRepeat(doc, origin, { x }))}
          />
          <FinishNumberField
            label="Pattern size Z"
            value={countertop.repeat.z}
            onCommit={(z) => command.run(() => setCountertopRepeat(doc, origin, { z }))}
          />
          <label className="finish-check">
            <input
              type="checkbox"
              checked={countertop.repeat.mirrored}
              onChange={(event) => {
                const mirrored = event.target.checked;
                command.run(() => setCountertopRepeat(doc, origin, { mirrored }));
              }}
            />
            Mirrored
          </label>
        </section>
      )}
      {command.refusal !== null && (
        <p className="error" role="alert">
          {command.refusal}
        </p>
      )}
    </section>
  );
}
