import { useCatalogueDrag } from '../../session/useCatalogueDrag';

/**
 * Why the last drop on the design placed nothing (an appliance kind without a default model, a
 * locked model), shown over the design view where the drop happened rather than at the foot of the
 * side panel, until the next drag or until dismissed.
 */
export function CatalogueDropNotice() {
  const refusal = useCatalogueDrag((state) => state.refusal);
  if (refusal === null) return null;
  return (
    <div className="catalogue-drop-notice" role="status">
      <span>{refusal}</span>
      <button type="button" aria-label="Dismiss" onClick={() => useCatalogueDrag.getState().dismissRefusal()}>
        ×
      </button>
    </div>
  );
}
