export {
  MAX_PRESENCE_SELECTION,
  PresenceCameraSchema,
  PresencePointerSchema,
  PresenceStateSchema,
  PresenceUserSchema,
} from './presenceState';
export type {
  OwnPresence,
  PresenceCamera,
  PresencePointer,
  PresenceState,
  PresenceUser,
} from './presenceState';
