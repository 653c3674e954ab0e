/** Node kinds whose ids carry their kind as a prefix (`wall_…`), so an id alone says what it names. */
export type NodeKind =
  'wall' | 'islandWall' | 'model' | 'opening' | 'note' | 'pointLight' | 'soffit' | 'measurement';

export function createId(kind: NodeKind | 'save' | 'user' | 'folder' | 'comment'): string {
  return `${kind}_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
}

export function hasKindPrefix(id: string, kind: NodeKind): boolean {
  return id.startsWith(`${kind}_`) && id.length > kind.length + 1;
}
