export {
  createDesignHistory,
  type ApplyServerChange,
  type DesignHistoryOptions,
} from './createDesignHistory';
export type { DesignHistory, HistoryListing } from './DesignHistory';
export { EmptyHistoryError } from './EmptyHistoryError';
export { HistoryVersionNotFoundError } from './HistoryVersionNotFoundError';
export { PastDesignUnreadableError } from './PastDesignUnreadableError';
export { restoreDesign } from './restoreDesign';
