/** What the tutorials watch of the editor: the tool in use and what the document holds. */
export interface EditorObservation {
  readonly tool: 'select' | 'wall' | 'islandWall' | 'measure';
  /** The drawing tool's next click: starting a wall, or ending the one begun. */
  readonly drawStep: 'start' | 'end';
  readonly wallCount: number;
  readonly islandWallCount: number;
  readonly measurementCount: number;
}
