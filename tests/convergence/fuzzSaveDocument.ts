/** The api's record of the fuzzed save; only its id matters, the design fields come from the document. */
export const FUZZ_SAVE_DOCUMENT = { id: 'save_fuzz' } as const;
