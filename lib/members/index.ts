import 'server-only';

/**
 * Members as others and they themselves see them: profiles and their pages, trust signals, who may
 * fetch a stored file, and a member's own data (export, deletion).
 */
export { exportAccountData } from './data-export';
export { deleteAccount, deletionSummary } from './deletion';
export { servableFile } from './files';
export { isMissingUser, loadProfilePage, profileHeadline, type ProfilePageData } from './profile-page';
export { publicUserInfo, type PublicProfile, setProfilePhoto, updateProfile } from './profile';
export { ownAccount } from './public-profile';
export { trustSignals } from './trust-signals';
