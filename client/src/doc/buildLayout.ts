import {
  catalogModelDimensions,
  catalogStylePrice,
  createId,
  deleteNode,
  NODE_KIND_NAMES,
  nodesMap,
  inches,
  IslandWallSchema,
  PlacedModelSchema,
  WallSchema,
  writeDesignField,
  writeNode,
  type PlacedModel,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../collab/runCommand';
import type { BuiltKitchenLayout } from '../model/layouts/buildKitchenLayout';
import { cabinetFootprint } from '../model/layouts/layoutCabinet';
import type { LayoutCatalogue } from '../model/layouts/layoutCatalogue';

/** Spec 001 section 9: a model whose underside is below 20 inches carries the countertop. */
const COUNTERTOP_HEIGHT_THRESHOLD = inches(20);

export interface BuiltLayoutIds {
  walls: string[];
  islandWalls: string[];
  models: string[];
}

/**
 * Writes a built layout into the design as one transaction (one undo step, one update on the wire):
 * its walls joined as the layout joins them, its island wall, a placed model for every planned
 * cabinet the style's catalogue has, and the style as the design's style. It adds to what the
 * design holds (the /app route builds into a new, empty save), or with `replace` takes the place of
 * everything drawn in it, in the same transaction, so one undo brings the old design back. Every node
 * is validated before anything is written, so a layout that does not parse leaves the design as it was.
 */
export function buildLayout(
  doc: Y.Doc,
  origin: unknown,
  built: BuiltKitchenLayout,
  catalogue: LayoutCatalogue,
  style: string,
  { replace = false }: { replace?: boolean } = {},
): BuiltLayoutIds {
  const wallIds = new Map(built.walls.map((wall) => [wall.key, createId('wall')]));
  const walls = built.walls.map((wall) =>
    WallSchema.parse({
      id: wallIds.get(wall.key)!,
      position: wall.position,
      dimensions: { x: wall.length, y: wall.height, z: wall.thickness },
      angle: wall.angle,
      connected: wall.connected.map((key) => wallIds.get(key)!),
    }),
  );
  const islandWalls = built.islandWalls.map((island) =>
    IslandWallSchema.parse({
      id: createId('islandWall'),
      width: island.width,
      position: island.position,
      angle: island.angle,
      firstPoint: island.firstPoint,
      lastPoint: island.lastPoint,
    }),
  );
  const models: PlacedModel[] = [];
  for (const cabinet of built.cabinets) {
    const model = catalogue.modelFor(cabinet);
    const styleEntry = model?.styles.find((entry) => entry.catalogStyleId === style);
    if (model === null || styleEntry === undefined) continue;
    models.push(
      PlacedModelSchema.parse({
        id: createId('model'),
        superuserModelId: model.superuserId,
        catalogId: model.catalogId,
        catalogStyleId: style,
        catalogModelId: model.catalogModelId,
        modelName: model.name,
        modelCode: model.code,
        modelPrice: catalogStylePrice(styleEntry),
        modelType: model.type,
        modelSubcategory: model.subcategory,
        modelDescription: model.description,
        position: cabinet.position,
        rotation: { x: 0, y: cabinet.rotationY, z: 0 },
        countertop: cabinet.position.y < COUNTERTOP_HEIGHT_THRESHOLD,
        dimensions: cabinet.dimensions,
        box2d: cabinetFootprint(cabinet),
        defaultHeight: model.defaultHeight,
        defaultDimensions: catalogModelDimensions(model),
        programKeys: [...model.programKeys],
        applianceType: model.applianceType,
        edges: styleEntry.edges,
        back: styleEntry.back,
      }),
    );
  }

  runCommand(doc, origin, 'Built layout', () => {
    if (replace) {
      for (const kind of NODE_KIND_NAMES) {
        for (const id of [...nodesMap(doc, kind).keys()]) deleteNode(doc, kind, id);
      }
    }
    for (const wall of walls) writeNode(doc, 'wall', wall);
    for (const island of islandWalls) writeNode(doc, 'islandWall', island);
    for (const model of models) writeNode(doc, 'model', model);
    writeDesignField(doc, 'style', style);
  });
  return {
    walls: walls.map((wall) => wall.id),
    islandWalls: islandWalls.map((island) => island.id),
    models: models.map((model) => model.id),
  };
}
