import {
  deleteNode,
  nodesMap,
  readNode,
  readNodes,
  updateNode,
  writeDesignField,
  writeNode,
  type NodeKind,
} from '@kitchensync/schemas';
import type { Replica } from './Replica';
import type { SeededRandom } from './seededRandom';

/** How often each command is given in the convergence fuzz. */
export const COMMAND_WEIGHTS = {
  addWall: 8,
  moveWall: 5,
  resizeWall: 4,
  deleteWall: 3,
  addCabinet: 8,
  moveCabinet: 6,
  rotateCabinet: 4,
  restyleCabinet: 4,
  toggleCabinetParts: 3,
  deleteCabinet: 3,
  addOpening: 4,
  moveOpening: 3,
  deleteOpening: 2,
  changeDesign: 5,
  undo: 4,
  redo: 2,
} as const;

export type CommandName = keyof typeof COMMAND_WEIGHTS;
export type CommandWeights = Record<CommandName, number>;

const CABINETS = [
  {
    catalogModelId: 'B24',
    modelName: 'Base 24"',
    modelType: 'base',
    price: 312,
    size: [0.6096, 0.8763, 0.6096],
  },
  {
    catalogModelId: 'SB36',
    modelName: 'Sink base 36"',
    modelType: 'base',
    price: 401,
    size: [0.9144, 0.8763, 0.6096],
  },
  {
    catalogModelId: 'W3030',
    modelName: 'Wall 30x30',
    modelType: 'wall',
    price: 268,
    size: [0.762, 0.762, 0.3048],
  },
  {
    catalogModelId: 'U2484',
    modelName: 'Utility 24x84',
    modelType: 'tall',
    price: 790,
    size: [0.6096, 2.1336, 0.6096],
  },
] as const;
const STYLES = ['shaker-white', 'slab-walnut', 'raised-cherry', 'default'] as const;
const HANDLES = [null, 'none', 'bar-128', 'knob-round'] as const;
const OPENINGS = [
  { opening_id: 'door-36', size: [0.9144, 2.032], sill: 0 },
  { opening_id: 'window-30', size: [0.762, 0.9144], sill: 1.0668 },
  { opening_id: 'opening-32', size: [0.8128, 2.032], sill: 0 },
] as const;

/** Meters, rounded to a millimetre as the client's numeric input gives them. */
function length(random: SeededRandom, min: number, max: number): number {
  return Math.round(random.float(min, max) * 1000) / 1000;
}

/**
 * A node this replica can see, favouring the first few so that replicas often edit the same node
 * at once, which is where merges can go wrong; null when there is none. Only nodes that read back
 * count, as in the client: while an update is held for a missing dependency its deletions already
 * apply, so a node can briefly lack a replaced field, and the user cannot pick what is not shown.
 */
function pickNode(replica: Replica, kind: NodeKind, random: SeededRandom): string | null {
  const ids = readNodes(replica.doc, kind).map((node) => node.id);
  if (ids.length === 0) return null;
  return random.chance(0.5) ? random.pick(ids.slice(0, 3)) : random.pick(ids);
}

function addWall(replica: Replica, random: SeededRandom): void {
  const { doc } = replica;
  const previousId = random.chance(0.7) ? pickNode(replica, 'wall', random) : null;
  const previous = previousId === null ? null : readNode(doc, 'wall', previousId);
  const id = replica.newId('wall');
  replica.command(() => {
    writeNode(doc, 'wall', {
      id,
      position: { x: length(random, -5, 5), z: length(random, -5, 5) },
      dimensions: { x: length(random, 0.3, 6) },
      angle: random.pick([0, Math.PI / 2, Math.PI, -Math.PI / 2]),
      connected: previous === null ? [] : [previous.id],
      name: `Wall ${id}`,
    });
    if (previous !== null) writeNode(doc, 'wall', { ...previous, connected: [...previous.connected, id] });
  });
}

/** Like the client's delete: the wall's openings go with it and its neighbours forget it. */
function deleteWall(replica: Replica, id: string): void {
  const { doc } = replica;
  replica.command(() => {
    for (const opening of readNodes(doc, 'opening')) {
      if (opening.wall_id === id) deleteNode(doc, 'opening', opening.id);
    }
    for (const wall of readNodes(doc, 'wall')) {
      if (wall.connected.includes(id)) {
        updateNode(doc, 'wall', wall.id, { connected: wall.connected.filter((other) => other !== id) });
      }
    }
    deleteNode(doc, 'wall', id);
  });
}

function addCabinet(replica: Replica, random: SeededRandom): void {
  const cabinet = random.pick(CABINETS);
  const [width, height, depth] = cabinet.size;
  const x = length(random, -4, 4);
  const z = length(random, -4, 4);
  const elevation = cabinet.modelType === 'wall' ? 1.3716 : 0;
  replica.command(() => {
    writeNode(replica.doc, 'model', {
      id: replica.newId('model'),
      catalogId: 'catalog_default',
      catalogStyleId: random.pick(STYLES),
      catalogModelId: cabinet.catalogModelId,
      modelName: cabinet.modelName,
      modelCode: cabinet.catalogModelId,
      modelPrice: cabinet.price,
      modelType: cabinet.modelType,
      position: { x, y: elevation, z },
      rotation: { x: 0, y: random.pick([0, Math.PI / 2, Math.PI]), z: 0 },
      dimensions: { width, height, depth },
      defaultDimensions: { width, height, depth },
      defaultHeight: height,
      countertop: cabinet.modelType === 'base',
      toeKick: cabinet.modelType !== 'wall',
      box2d: [
        { x: x - width / 2, z: z - depth / 2 },
        { x: x + width / 2, z: z - depth / 2 },
        { x: x + width / 2, z: z + depth / 2 },
        { x: x - width / 2, z: z + depth / 2 },
      ],
      programKeys: cabinet.modelType === 'base' ? ['lift_on_collision'] : [],
    });
  });
}

function addOpening(replica: Replica, random: SeededRandom): void {
  const wallId = pickNode(replica, 'wall', random);
  const wall = wallId === null ? null : readNode(replica.doc, 'wall', wallId);
  if (wall === null) return addWall(replica, random);
  const opening = random.pick(OPENINGS);
  replica.command(() => {
    writeNode(replica.doc, 'opening', {
      id: replica.newId('opening'),
      opening_id: opening.opening_id,
      wall_id: wall.id,
      position: { x: length(random, 0, wall.dimensions.x), y: opening.sill, z: 0 },
      dimensions: { x: opening.size[0], y: opening.size[1], z: wall.dimensions.z },
      name: opening.opening_id,
    });
  });
}

function changeDesign(replica: Replica, random: SeededRandom): void {
  const { doc } = replica;
  const field = random.pick(['flooring', 'countertop', 'style', 'handle', 'backsplash'] as const);
  replica.command(() => {
    if (field === 'flooring') {
      writeDesignField(doc, 'flooring', {
        id: random.pick(['oak-plank', 'walnut-plank', 'slate-tile']),
        rotation: random.pick([0, 45, 90, 405, -90]),
        repeat: { x: random.int(1, 4), z: random.int(1, 4), mirrored: random.chance(0.5) },
      });
    } else if (field === 'countertop') {
      writeDesignField(
        doc,
        'countertop',
        random.chance(0.2) ? null : { id: random.pick(['granite', 'quartz']) },
      );
    } else if (field === 'style') {
      writeDesignField(doc, 'style', random.pick(STYLES));
    } else if (field === 'handle') {
      writeDesignField(doc, 'handle', random.pick(HANDLES));
    } else {
      const walls = [...nodesMap(doc, 'wall').keys()].sort().slice(0, 2);
      writeDesignField(doc, 'backsplash', {
        walls,
        textureId: 'subway-white',
        size: random.pick(['small', 'big']),
      });
    }
  });
}

/**
 * Runs one command a user of the product could give, chosen by the seed, against what this replica
 * currently sees (possibly stale, possibly offline), and returns its name. A command whose target
 * does not exist yet adds one instead, so that short runs still build a kitchen.
 */
export function runRandomCommand(
  replica: Replica,
  random: SeededRandom,
  weights: CommandWeights = COMMAND_WEIGHTS,
): CommandName {
  const name = random.weighted(weights);
  const { doc } = replica;
  const wallId = pickNode(replica, 'wall', random);
  const modelId = pickNode(replica, 'model', random);
  const openingId = pickNode(replica, 'opening', random);
  switch (name) {
    case 'addWall':
      addWall(replica, random);
      break;
    case 'moveWall':
      if (wallId === null) addWall(replica, random);
      else
        replica.command(() =>
          updateNode(doc, 'wall', wallId, {
            position: { x: length(random, -5, 5), z: length(random, -5, 5) },
          }),
        );
      break;
    case 'resizeWall':
      if (wallId === null) addWall(replica, random);
      else
        replica.command(() =>
          updateNode(doc, 'wall', wallId, {
            dimensions: {
              x: length(random, 0.3, 6),
              y: length(random, 2.2, 3),
              z: length(random, 0.08, 0.2),
            },
          }),
        );
      break;
    case 'deleteWall':
      if (wallId !== null) deleteWall(replica, wallId);
      break;
    case 'addCabinet':
      addCabinet(replica, random);
      break;
    case 'moveCabinet':
      if (modelId === null) addCabinet(replica, random);
      else
        replica.command(() =>
          updateNode(doc, 'model', modelId, {
            position: { x: length(random, -4, 4), y: 0, z: length(random, -4, 4) },
          }),
        );
      break;
    case 'rotateCabinet':
      if (modelId === null) addCabinet(replica, random);
      else
        replica.command(() =>
          updateNode(doc, 'model', modelId, {
            rotation: { x: 0, y: random.pick([0, Math.PI / 2, Math.PI, 4.71]), z: 0 },
          }),
        );
      break;
    case 'restyleCabinet':
      if (modelId === null) addCabinet(replica, random);
      else
        replica.command(() =>
          updateNode(doc, 'model', modelId, {
            catalogStyleId: random.pick(STYLES),
            handles: random.pick(HANDLES),
          }),
        );
      break;
    case 'toggleCabinetParts':
      if (modelId === null) addCabinet(replica, random);
      else
        replica.command(() =>
          updateNode(doc, 'model', modelId, {
            [random.pick(['crownMolding', 'toeKick', 'locked', 'inverted'] as const)]: random.chance(0.5),
          }),
        );
      break;
    case 'deleteCabinet':
      if (modelId !== null) replica.command(() => deleteNode(doc, 'model', modelId));
      break;
    case 'addOpening':
      addOpening(replica, random);
      break;
    case 'moveOpening':
      if (openingId === null) addOpening(replica, random);
      else
        replica.command(() =>
          updateNode(doc, 'opening', openingId, {
            position: { x: length(random, 0, 5), y: random.pick([0, 1.0668]), z: 0 },
          }),
        );
      break;
    case 'deleteOpening':
      if (openingId !== null) replica.command(() => deleteNode(doc, 'opening', openingId));
      break;
    case 'changeDesign':
      changeDesign(replica, random);
      break;
    case 'undo':
      replica.undoOrRedo('undo');
      break;
    case 'redo':
      replica.undoOrRedo('redo');
      break;
  }
  return name;
}
