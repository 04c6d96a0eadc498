import 'server-only';

/**
 * Trust and safety: review before or after publishing, reports and their queue, hiding ideas and
 * suspending members, and the admin console's overview, jobs and outbox.
 */
export { approveIdea, getReviewItem, listReviewQueue, rejectIdea } from './review';
export {
  answerAppeal,
  APPEAL_PAGE_SIZE,
  askForIdeaReview,
  askForSuspensionReview,
  currentIdeaAppeal,
  listAppeals,
} from './appeals';
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
export { adminJobs, adminRetryDeadJobs, adminRetryJob } from './console/jobs';
export { adminMail, adminOutboxMessage, type MailJob, type OutboxMessage } from './console/mail';
export { adminOverview } from './console/overview';
