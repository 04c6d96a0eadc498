import 'server-only';
export type { IdeaDTO, IdeaPage, IdeaWarning, Pagination, SavedIdea } from './types';
export type { IdeaListQuery } from './list-query';
export { parseIdeaListQuery } from './list-query';
export {
  listIdeas,
  getIdea,
  countIdeasByCreator,
  paginate,
  explainListIdeas,
  explainGetIdea,
  cursorForPage,
} from './queries';
export { createIdea, updateIdea, deleteIdea, type SaveResult } from './mutations';
export { ideaForApi, ideaPageForApi, savedIdeaForApi } from './replies';
export { IDEA_MESSAGES } from './messages';
export { canSeeGated, ideaAccess } from './dto';
