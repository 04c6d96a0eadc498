import 'server-only';
export { approveIdea, getReviewItem, listReviewQueue, rejectIdea } from './review';
export { createReport, type CreatedReport } from './reports';
export { listReportQueue, REPORT_QUEUE_PAGE_SIZE, type ReportQueuePage } from './report-queue';
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
