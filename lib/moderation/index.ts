import 'server-only';
export { approveIdea, getReviewItem, listReviewQueue, rejectIdea } from './review';
