/**
 * What an imported save file may be at most. The whole file is held in memory and parsed in one
 * request, and every node becomes a nested Y.Map in the save's Y.Doc, so an unbounded file would let
 * one upload stall the api and every client that opens the save.
 *
 * - `maxBytes`: a real kitchen with a few hundred models is well under 1 MB; 20 MB leaves room for
 *   designs many times larger while keeping a request's memory bounded. The api's body limit must be
 *   at least this.
 * - `maxNodes`: walls, island walls, models, openings, notes, lights, soffits and measurements
 *   together; a large design has a few hundred, and past some thousands the 3D view is unusable
 *   anyway.
 * - `maxDepth`: real files nest under ten levels; JSON.stringify and Yjs encode recursively, so a
 *   deeply nested unknown field would import and then fail on every export and sync.
 */
export const SAVE_FILE_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxMegabytes: 20,
  maxNodes: 10_000,
  maxDepth: 64,
} as const;
