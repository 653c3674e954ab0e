import type { z } from 'zod';
import { CustomMeasurementSchema } from '../document/customMeasurement';
import { IslandWallSchema } from '../document/islandWall';
import { NoteSchema } from '../document/note';
import { PlacedModelSchema } from '../document/placedModel';
import { PlacedOpeningSchema } from '../document/placedOpening';
import { PointLightSchema } from '../document/pointLight';
import type { SaveFileContents } from '../document/saveFileContents';
import { SoffitSchema } from '../document/soffit';
import { WallSchema } from '../document/wall';
import type { NodeKind } from '../ids';
import type { DocumentMapName } from './documentLayout';

/** Where one kind of node lives in the Y.Doc and in a save file, and the schema its fields obey. */
export interface NodeKindSpec<K extends NodeKind> {
  /** The top-level map holding one nested Y.Map per node. */
  readonly map: DocumentMapName;
  readonly idPrefix: `${K}_`;
  readonly schema: z.ZodType;
  /** The save-file member holding these nodes as an array; the spec's names differ from the maps'. */
  readonly saveFileMember: keyof SaveFileContents;
}

/**
 * Every node kind of the document. Code that handles nodes iterates this registry rather than
 * naming kinds, so a new kind is mapped, converted and migrated by adding one entry.
 */
export const NODE_KINDS = {
  wall: { map: 'walls', idPrefix: 'wall_', schema: WallSchema, saveFileMember: 'walls' },
  islandWall: {
    map: 'islandWalls',
    idPrefix: 'islandWall_',
    schema: IslandWallSchema,
    saveFileMember: 'islandWalls',
  },
  model: { map: 'models', idPrefix: 'model_', schema: PlacedModelSchema, saveFileMember: 'models' },
  opening: { map: 'openings', idPrefix: 'opening_', schema: PlacedOpeningSchema, saveFileMember: 'openings' },
  note: { map: 'notes', idPrefix: 'note_', schema: NoteSchema, saveFileMember: 'notes' },
  pointLight: {
    map: 'pointLights',
    idPrefix: 'pointLight_',
    schema: PointLightSchema,
    saveFileMember: 'pointLights',
  },
  soffit: { map: 'soffits', idPrefix: 'soffit_', schema: SoffitSchema, saveFileMember: 'soffit' },
  measurement: {
    map: 'measurements',
    idPrefix: 'measurement_',
    schema: CustomMeasurementSchema,
    saveFileMember: 'customMeasurements',
  },
} as const satisfies { [K in NodeKind]: NodeKindSpec<K> };

export const NODE_KIND_NAMES = Object.keys(NODE_KINDS) as NodeKind[];

export type NodeSchemaOf<K extends NodeKind> = (typeof NODE_KINDS)[K]['schema'];
/** A node of kind K as read from the document: defaults filled, unknown fields kept. */
export type NodeOf<K extends NodeKind> = z.output<NodeSchemaOf<K>>;
/** What writing a node of kind K accepts: the fields its schema requires, the rest optional. */
export type NodeInputOf<K extends NodeKind> = z.input<NodeSchemaOf<K>>;

/** The schema of kind K, typed for K; indexing the registry with a generic key loses that. */
export function nodeSchema<K extends NodeKind>(kind: K): z.ZodType<NodeOf<K>, NodeInputOf<K>> {
  return NODE_KINDS[kind].schema as unknown as z.ZodType<NodeOf<K>, NodeInputOf<K>>;
}
