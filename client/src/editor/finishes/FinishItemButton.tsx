import type { Texture } from '@kitchensync/schemas';
import { catalogueItemClick } from '../../model/finishes/catalogueItemClick';
import type { TexturePlace } from '../../model/materials/textureFinishMaterial';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { FinishSwatch } from './FinishSwatch';

/**
 * One catalogue finish in a picker list (a countertop or a flooring texture): the chosen one is
 * highlighted; a locked one opens the premium upsell, naming `upsellName`, instead of `onChoose`.
 */
export function FinishItemButton({
  item,
  place,
  chosen,
  upsellName,
  onChoose,
}: {
  item: { id: string; name: string; subcategory?: readonly string[]; app: Texture['app']; locked: boolean };
  /** Where the finish goes, which decides the pattern its swatch shows. */
  place: TexturePlace;
  chosen: boolean;
  upsellName: string;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      className={chosen ? 'finish-item finish-item-chosen' : 'finish-item'}
      aria-pressed={chosen}
      onClick={() => {
        if (catalogueItemClick(item) === 'upsell') usePremiumUpsell.getState().showUpsell(upsellName);
        else onChoose();
      }}
    >
      <FinishSwatch app={item.app} place={place} texture={item} />
      {item.name}
      {item.locked && <span className="finish-locked">Locked</span>}
    </button>
  );
}
