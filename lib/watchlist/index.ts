import 'server-only';
// The watchlist: ideas a member saved, and the notices of their changes.
export {
  unwatchIdea,
  watchedIdeaIds,
  watcherCount,
  watchIdea,
  watchlistPage,
  watchlistPageForApi,
  WATCHED_IDS_MAX,
} from './watches';
export { watcherNotices, watchNotice } from './notices';
// Saved searches of /ideas and their alerts.
export {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  SAVED_SEARCH_MESSAGES,
} from './saved-searches';
export { queueApprovedIdeaMatching, queueSavedSearchMatching } from './alert-schedule';
export { matchAlertingSearches, matchApprovedIdea, sendDailyDigests } from './alerts';
