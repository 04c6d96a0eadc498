export type { IdeaDTO, IdeaPage, IdeaWarning, Pagination, SavedIdea } from '@/lib/validation/idea-reply';
