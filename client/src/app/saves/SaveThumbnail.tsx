import { saveThumbnailPath } from '@kitchensync/schemas';
import { useState } from 'react';
import { SaveThumbnailPlaceholder } from './SaveThumbnailPlaceholder';

/**
 * A save's picture on its card: the thumbnail at its version (a new picture is a new address, so
 * the browser may keep old ones), or the placeholder drawing while there is none or it fails to load.
 */
export function SaveThumbnail({ saveId, version }: { saveId: string; version: number | undefined }) {
  const [failed, setFailed] = useState<number | null>(null);
  if (version === undefined || failed === version) return <SaveThumbnailPlaceholder />;
  return (
    <img
      className="save-thumbnail-image"
      src={`/api${saveThumbnailPath(saveId, version)}`}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(version)}
    />
  );
}
