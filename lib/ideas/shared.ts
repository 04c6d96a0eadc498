/** The ideas' types, texts and list links that client components import too: nothing here needs the server. */
export { type ListChanges, listHref, listSearch } from './list-href';
export { IDEA_MESSAGES } from './messages';
export { type IdeaDTO, type IdeaPage, type Pagination } from './types';
