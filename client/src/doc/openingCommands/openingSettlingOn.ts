import { readNodes, type LengthUnit, type Wall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { wallFaceOf } from '../../model/openings/openingBox';
import type { OpeningSettling } from '../../model/openings/settleOpening';
import { sinkAlignedCentres } from '../../model/openings/sinkAlignedCentres';

/** What settling an opening on `wall` needs from the document: the wall's face and its sinks. */
export function openingSettlingOn(doc: Y.Doc, wall: Wall, unit: LengthUnit): OpeningSettling {
  return { wall: wallFaceOf(wall), sinkCentres: sinkAlignedCentres(wall, readNodes(doc, 'model')), unit };
}
