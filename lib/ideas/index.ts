export type { IdeaDTO, IdeaPage, Pagination } from './types';
export type { IdeaListQuery } from './list-query';
export { parseIdeaListQuery } from './list-query';
export {
  listIdeas,
  getIdea,
  countIdeasByCreator,
  paginate,
  explainListIdeas,
  forgetIdeaCounts,
} from './queries';
export { createIdea, updateIdea, deleteIdea } from './mutations';
export { IDEA_MESSAGES } from './messages';
export { canSeeGated } from './dto';
