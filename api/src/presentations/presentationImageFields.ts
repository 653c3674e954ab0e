import {
  PRESENTATION_IMAGE_KINDS,
  PRESENTATION_IMAGE_MEDIA_TYPES,
  type PresentationImageKind,
  type PresentationImageMediaType,
} from '@kitchensync/schemas';

/** A stored kind, refused loudly when a store holds one this version does not know. */
export function storedKind(stored: string): PresentationImageKind {
  const known = PRESENTATION_IMAGE_KINDS.find((kind) => kind === stored);
  if (known === undefined) throw new Error(`A kept presentation picture has an unknown kind: ${stored}`);
  return known;
}

/** A stored media type, refused loudly when a store holds one this version does not know. */
export function storedMediaType(stored: string): PresentationImageMediaType {
  const known = PRESENTATION_IMAGE_MEDIA_TYPES.find((type) => type === stored);
  if (known === undefined)
    throw new Error(`A kept presentation picture has an unknown media type: ${stored}`);
  return known;
}
