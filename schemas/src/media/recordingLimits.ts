/** Recording limits of spec 000 sections 4 and 9. */
export const RECORDING_LIMITS = {
  /** Sharper than 2 costs memory and encoding time no screen shows. */
  maxDevicePixelRatio: 2,
  previewLoadTimeoutMs: 3000,
  /** GIF conversion reports no progress of its own past this until it is done. */
  gifConversionProgressCap: 0.9,
} as const;
