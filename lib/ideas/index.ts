import 'server-only';
export type { IdeaDTO, IdeaPage, IdeaWarning, Pagination, SavedIdea } from './types';
export type { IdeaListQuery } from './list-query';
export { parseIdeaListQuery } from './list-query';
export { listIdeas, listIdeasReply, getIdea, cursorForPage } from './queries';
export { countIdeasByCreator } from './counts';
export { paginate } from './list-paging';
export { explainListIdeas, explainGetIdea } from './explain';
export { createIdea, updateIdea, deleteIdea, type SaveResult } from './mutations';
export type { EditListeners, IdeaChange, IdeaChangeListener, IdeaSavedListener, SavedRow } from './mutations';
export { ideaJson } from './idea-json';
export { ideaForApi, savedIdeaForApi } from './replies';
export { IDEA_MESSAGES } from './messages';
export { canSeeGated, ideaAccess } from './dto';
export { oneOf, toIdeaDTO } from './dto';
export {
  type IdeaListView,
  LIST_DEFAULTS,
  listViewHref,
  type PageSearchParams,
  readIdeaListView,
} from './list-view';
export { ideaColumnsOf } from './mutations';
export { ideaPhotoAudience, type PhotoReader } from './photos';
export { ideaColumns, ideaRecordColumns, listingColumns } from './record-columns';
export { canOpenIdea, listedIdea } from './visibility';
export { IdeaArchivedError, isWithdrawn } from './visibility';
export { archiveIdea, relistIdea } from './lifecycle';
export { listedFor } from './visibility';
export { similarIdeas, similarIdeasReply } from './similar';
export {
  attachDocument,
  creatorDocuments,
  dataRoom,
  dataRoomSummary,
  type DataRoomSummary,
  deleteDocument,
  documentToServe,
  receiptDocuments,
  removeDocumentRows,
  type DataRoom,
  type DocumentReaderRole,
} from './documents';
export { hasApprovedAccess } from './grants';
