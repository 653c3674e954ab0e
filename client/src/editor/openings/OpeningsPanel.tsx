import type { CatalogOpening } from '@kitchensync/schemas';
import { openingSections } from '../../model/openings/openingSections';
import { useEditorTools } from '../../session/useEditorTools';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { useClientDomain } from '../catalogue/useClientDomain';
import { OpeningPicture } from './OpeningPicture';
import { useCatalogueOpenings } from './useCatalogueOpenings';
import './openings.css';

/**
 * The Floor Plan side panel's Add Doors, Add Windows and Add openings sections (spec 001 section 2):
 * the catalogue's openings as a grid of tiles with name and picture. Clicking one starts placing it
 * on the next wall clicked; a locked one opens the premium upsell instead. On a client domain
 * locked openings are not shown, and none at all when its step4 setting is on.
 */
export function OpeningsPanel() {
  const clientDomain = useClientDomain().data ?? null;
  const openings = useCatalogueOpenings();
  const placing = useEditorTools((state) => state.placingOpening);
  const sections = openingSections(openings.data ?? [], {
    clientDomain: clientDomain !== null,
    step4: clientDomain?.settings.step4 ?? false,
  });
  if (clientDomain?.settings.step4) return null;
  if (openings.isError) {
    return (
      <p className="error" role="alert">
        The doors and windows could not be loaded.
      </p>
    );
  }
  const activate = (opening: CatalogOpening) => {
    if (opening.locked) return usePremiumUpsell.getState().showUpsell(opening.name || opening.id);
    useEditorTools.getState().startPlacingOpening(opening);
  };
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="catalogue openings-section" aria-label={section.title}>
          <h2>{section.title}</h2>
          <ul className="model-grid">
            {section.openings.map((opening) => (
              <li key={opening.id}>
                <button
                  type="button"
                  className={['model-tile', opening.locked ? 'model-tile-locked' : ''].join(' ').trim()}
                  aria-pressed={placing?.id === opening.id}
                  title={opening.name}
                  onClick={() => activate(opening)}
                >
                  {opening.image ? <img src={opening.image} alt="" /> : <OpeningPicture opening={opening} />}
                  <span className="model-tile-name">{opening.name || opening.id}</span>
                  {opening.locked && <span className="model-tile-badge">Locked</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
