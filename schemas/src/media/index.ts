export {
  ANIMATION_DURATIONS_S,
  ANIMATION_FRAMERATE,
  ANIMATION_MAX_SIZE,
  ANIMATION_RESOLUTIONS,
  ANIMATION_SPEEDS,
  AnimationResolutionSchema,
  AnimationSettingsSchema,
  GifQualitySchema,
} from './animationSettings';
export type {
  AnimationResolution,
  AnimationSettings,
  AnimationSettingsInput,
  GifQuality,
} from './animationSettings';
export { GIF_PRESETS, gifPreset } from './gifPresets';
export { RECORDER_MESSAGES } from './recorderMessages';
export { FALLBACK_RECORDING_SUFFIX, UNTITLED_RECORDING_NAME, recordingFileName } from './recordingFileName';
export { RECORDING_LIMITS } from './recordingLimits';
export { recordingSize } from './recordingSize';
export type { RecordingSize } from './recordingSize';
export { VIDEO_BITRATE_MULTIPLIERS, VIDEO_BITRATE_TIERS, videoBitrate } from './videoBitrate';
export { FFMPEG_CORE_PATH } from './ffmpegCorePath';
