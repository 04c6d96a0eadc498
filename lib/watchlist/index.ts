import 'server-only';
// Saved searches of /ideas and their alerts.
export {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  SAVED_SEARCH_MESSAGES,
} from './saved-searches';
export { queueSavedSearchMatching } from './alert-schedule';
export { matchAlertingSearches, sendDailyDigests } from './alerts';
