import type { Texture } from '@kitchensync/schemas';

type RenderProperties = Texture['app'];

/** A small square of a finish's live colour beside its name; empty when the catalogue has none. */
export function FinishSwatch({ app }: { app: RenderProperties }) {
  const color = typeof app['color'] === 'string' ? app['color'] : undefined;
  return <span className="finish-swatch" style={{ background: color }} aria-hidden />;
}
