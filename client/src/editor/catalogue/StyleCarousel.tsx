import type { CatalogCollection } from '@kitchensync/schemas';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { carouselItemsPerView } from '../../model/catalogue/carouselItemsPerView';
import { useElementWidth } from './useElementWidth';

/**
 * The Collections carousel: 3 collections per view, 1 when it is under 200 px wide (spec 001
 * section 2). Choosing one sets the style the panel's cabinets are picked in; a collection locked
 * for the plan is shown as locked and not chosen.
 */
export function StyleCarousel({
  collections,
  chosenId,
  onChoose,
  onLocked,
}: {
  collections: readonly CatalogCollection[];
  chosenId: string | null;
  onChoose: (catalogStyleId: string) => void;
  onLocked: (collection: CatalogCollection) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const perView = carouselItemsPerView(useElementWidth(frame));
  const [viewport, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: perView,
    containScroll: 'trimSnaps',
  });
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => undefined;
      embla.on('select', onChange).on('reInit', onChange).on('resize', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange).off('resize', onChange);
      };
    },
    [embla],
  );
  // A string snapshot: useSyncExternalStore compares snapshots by identity.
  const scrollable = useSyncExternalStore(subscribe, () =>
    embla ? `${embla.canScrollPrev()} ${embla.canScrollNext()}` : 'false false',
  );
  const canScroll = { prev: scrollable.startsWith('true'), next: scrollable.endsWith('true') };

  return (
    <section className="style-carousel" aria-label="Collections" ref={frame}>
      <h4>Collections</h4>
      <div className="style-carousel-row">
        <button
          type="button"
          aria-label="Previous collections"
          disabled={!canScroll.prev}
          onClick={() => embla?.scrollPrev()}
        >
          ‹
        </button>
        <div className="style-carousel-viewport" ref={viewport}>
          <ul className="style-carousel-slides">
            {collections.map((collection) => (
              <li
                key={collection.catalogStyleId}
                className="style-carousel-slide"
                style={{ flexBasis: `${100 / perView}%` }}
              >
                <button
                  type="button"
                  aria-pressed={collection.catalogStyleId === chosenId}
                  className={collection.locked ? 'style-locked' : undefined}
                  title={collection.description || collection.name}
                  onClick={() =>
                    collection.locked ? onLocked(collection) : onChoose(collection.catalogStyleId)
                  }
                >
                  {collection.name}
                  {collection.locked && <span className="model-tile-badge">Locked</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          aria-label="Next collections"
          disabled={!canScroll.next}
          onClick={() => embla?.scrollNext()}
        >
          ›
        </button>
      </div>
    </section>
  );
}
