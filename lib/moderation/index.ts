import 'server-only';
export { approveIdea, getReviewItem, listReviewQueue, rejectIdea } from './review';
export {
  createReport,
  listReportQueue,
  REPORT_QUEUE_PAGE_SIZE,
  type CreatedReport,
  type ReportQueuePage,
} from './reports';
export {
  dismissReports,
  hideIdea,
  reinstateUser,
  restoreIdea,
  searchUsers,
  suspendUser,
  USER_SEARCH_PAGE_SIZE,
  type ModeratedIdea,
} from './enforcement';
