import {
  formatDecimal,
  inches,
  NUMERIC_INPUT_STEP,
  wrapFlooringRotation,
  type Flooring,
  type Overhang,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { chooseFlooring } from '../../doc/designCommands/chooseFlooring';
import { editFlooring } from '../../doc/designCommands/editFlooring';
import { parseFlooringRotation } from '../../model/finishes/parseFlooringRotation';
import { NumericField } from '../walls/NumericField';
import { FinishItemButton } from './FinishItemButton';
import { FinishNumberField } from './FinishNumberField';
import { useDesignCommand } from './useDesignCommand';
import { useFlooringTextures } from './useFlooringTextures';

/** The overhang's sides as the panel names them, compass-wise over the top view. */
const OVERHANG_SIDES: readonly { side: keyof Overhang; label: string }[] = [
  { side: 'top', label: 'North' },
  { side: 'right', label: 'East' },
  { side: 'bottom', label: 'South' },
  { side: 'left', label: 'West' },
];
const OVERHANG_STEP_INCHES = 0.1;

/**
 * The Flooring panel (spec 001 section 2, spec 002 sections 2 and 4): Default (no flooring) and the
 * flooring textures, a locked one only opening the premium upsell; for the chosen flooring its
 * pattern sizes, rotation (wrapped into 0–360), mirror and a collapsible Overhang in inches.
 */
export function FlooringPanel({
  doc,
  origin,
  flooring,
}: {
  doc: Y.Doc;
  origin: unknown;
  flooring: Flooring | null;
}) {
  const textures = useFlooringTextures();
  const command = useDesignCommand();

  return (
    <section className="finish-panel" aria-label="Flooring">
      <h2>Flooring</h2>
      {textures.isError && <p className="error">{textures.error.message}</p>}
      <ul className="finish-list" aria-label="Floorings">
        <li>
          <button
            type="button"
            className={flooring === null ? 'finish-item finish-item-chosen' : 'finish-item'}
            aria-pressed={flooring === null}
            onClick={() => command.run(() => chooseFlooring(doc, origin, null))}
          >
            Default
          </button>
        </li>
        {(textures.data ?? []).map((texture) => (
          <li key={texture.id}>
            <FinishItemButton
              place="flooring"
              item={texture}
              chosen={texture.id === flooring?.id}
              upsellName={`The ${texture.name} flooring`}
              onChoose={() => command.run(() => chooseFlooring(doc, origin, texture))}
            />
          </li>
        ))}
      </ul>
      {textures.isPending && <p>Loading floorings…</p>}
      {flooring !== null && (
        <section className="finish-options" aria-label="Flooring options">
          <FinishNumberField
            label="Pattern size X"
            value={flooring.repeat.x}
            onCommit={(x) => command.run(() => editFlooring(doc, origin, { repeat: { x } }))}
          />
          <FinishNumberField
            label="Pattern size Z"
            value={flooring.repeat.z}
            onCommit={(z) => command.run(() => editFlooring(doc, origin, { repeat: { z } }))}
          />
          <NumericField
            label="Rotation"
            suffix="°"
            text={formatDecimal(flooring.rotation)}
            format={formatDecimal}
            parse={parseFlooringRotation}
            step={(value, direction) => wrapFlooringRotation(value + direction * NUMERIC_INPUT_STEP)}
            onCommit={(rotation) => command.run(() => editFlooring(doc, origin, { rotation }))}
          />
          <label className="finish-check">
            <input
              type="checkbox"
              checked={flooring.repeat.mirrored}
              onChange={(event) => {
                const mirrored = event.target.checked;
                command.run(() => editFlooring(doc, origin, { repeat: { mirrored } }));
              }}
            />
            Mirror
          </label>
          <details className="finish-overhang">
            <summary>Overhang</summary>
            {OVERHANG_SIDES.map(({ side, label }) => (
              <FinishNumberField
                key={side}
                label={label}
                suffix="in"
                value={flooring.overhang[side]}
                scale={inches(1)}
                step={OVERHANG_STEP_INCHES}
                onCommit={(meters) =>
                  command.run(() => editFlooring(doc, origin, { overhang: { [side]: meters } }))
                }
              />
            ))}
          </details>
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
