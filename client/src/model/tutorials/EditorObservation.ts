/** A light as the render tutorial watches it: whether the person has set it up. */
export interface ObservedLight {
  readonly id: string;
  readonly intensity: number;
  /** Meters above the floor. */
  readonly height: number;
}

/** What the tutorials watch of the editor: the tool in use, the view and what the document holds. */
export interface EditorObservation {
  readonly tool: 'select' | 'wall' | 'islandWall' | 'measure' | 'lights';
  /** The drawing tool's next click: starting a wall, or ending the one begun. */
  readonly drawStep: 'start' | 'end';
  readonly view: 'top' | 'perspective';
  readonly wallCount: number;
  readonly islandWallCount: number;
  readonly measurementCount: number;
  readonly lights: readonly ObservedLight[];
  /** Renders this person made on this page. */
  readonly rendersMade: number;
}
