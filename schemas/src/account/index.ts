export { CredentialSchema } from './credential';
export type { Credential, CredentialInput } from './credential';
export { DesignSessionInputDataSchema, DesignSessionSchema } from './designSession';
export type { DesignSession, DesignSessionInput, DesignSessionInputData } from './designSession';
export {
  DESIGN_SESSION_MAX_CHARS,
  DESIGN_SESSION_POST_LIMIT,
  DesignSessionIdSchema,
  DesignSessionPostRequestSchema,
  shouldPostDesignSession,
} from './designSessionPost';
export type { DesignSessionPostRequest } from './designSessionPost';
export {
  FAVORITE_APPLIANCE_FIELDS,
  favoriteApplianceField,
  favoriteApplianceId,
  favoriteMenuLabel,
} from './favoriteAppliance';
export type { FavoriteApplianceField } from './favoriteAppliance';
export { SettingsPanelSideSchema, SettingsSchema } from './settings';
export { DEFAULT_RENDER_QUALITY, RENDER_QUALITIES, RenderQualitySchema } from './renderQuality';
export type { RenderQuality } from './renderQuality';
export {
  DEFAULT_RENDER_METHOD,
  DEFAULT_RENDER_SAMPLES,
  DEFAULT_RENDER_UPSCALE_DESKTOP,
  DEFAULT_RENDER_UPSCALE_MOBILE,
  RENDER_METHODS,
  RENDER_SAMPLES_MAX,
  RENDER_UPSCALE_MAX,
  RenderMethodSchema,
  RenderSamplesSchema,
  RenderUpscaleSchema,
} from './renderSettings';
export type { RenderMethod } from './renderSettings';
export type { Settings, SettingsInput, SettingsPanelSide } from './settings';
export { TUTORIAL_LIST, visibleTutorials } from './tutorialList';
export type { TutorialListEntry } from './tutorialList';
export {
  TUTORIAL_PROGRESS_STORAGE_KEY,
  TutorialFlagsSchema,
  TutorialProgressSchema,
  readTutorialProgress,
} from './tutorialProgress';
export type { TutorialFlags, TutorialProgress, TutorialProgressKey } from './tutorialProgress';
export { UserDataSchema } from './userData';
export type { UserData, UserDataInput } from './userData';
