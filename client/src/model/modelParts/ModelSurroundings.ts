import type { FloorRect } from './FloorRect';

/** The countertop laid over an under-counter appliance to join its neighbours', in its frame (meters). */
export interface BridgingCountertop {
  /** The slab's underside above the appliance's bottom: the neighbours' cabinet top. */
  y0: number;
  /** Its back and front edge (the front with the nosing), as the neighbour's slab runs. */
  z0: number;
  z1: number;
}

/**
 * What a model's parts depend on beyond its own fields: what stands around it in the design.
 * `modelSurroundingsOf` works it out for every model of a design.
 */
export interface ModelSurroundings {
  /** A countertop running over this under-counter appliance from the cabinets beside it. */
  readonly bridgingCountertop: BridgingCountertop | null;
  /** Sinks set into this sink base's top (decoration sinks dropped into it), their footprints in its frame. */
  readonly setInSinks: readonly FloorRect[];
  /** The openings cut into this cabinet's countertop for cooktops set into it, in its frame. */
  readonly cooktopCutOuts: readonly FloorRect[];
}

/** A model on its own: nothing bridges it, nothing is set into it. */
export const NO_SURROUNDINGS: ModelSurroundings = {
  bridgingCountertop: null,
  setInSinks: [],
  cooktopCutOuts: [],
};
