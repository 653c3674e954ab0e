import { readTypedLength } from '@kitchensync/schemas';

// A length written with its unit inside a name or description: `8'`, `8' 6"`, `96"`, `2.4 m`.
const WRITTEN_LENGTH =
  /(\d+(?:[.,]\d+)?) ?(?:'|′|ft|feet)(?: ?\d+(?: \d+\/\d+)? ?(?:"|″|in))?|\d+(?:[.,]\d+)? ?(?:"|″|in|mm|cm|m)(?![a-z])/i;

/**
 * How long one piece of a molding sold by the piece is, in meters (spec 000 section 3: counted by
 * length taken from the model description): the first length written in the description, else in
 * the name, else the model's own width. Null when none of them gives a positive length.
 */
export function moldingPieceLength(model: {
  description: string;
  name: string;
  width: number;
}): number | null {
  for (const text of [model.description, model.name]) {
    const written = WRITTEN_LENGTH.exec(text);
    if (written === null) continue;
    const length = readTypedLength(written[0], 'inch');
    if (length?.ok && length.meters > 0) return length.meters;
  }
  return model.width > 0 ? model.width : null;
}
