import 'server-only';
export { STANDARD_NDA } from './nda/standard';
export { findGateIdea, getIdeaNda, ndaHash, ndaOf, setIdeaNda, standardNda, type IdeaNda } from './nda';
export {
  decideAccess,
  findSignedRequest,
  listRequests,
  requestAccess,
  type AccessAction,
  type RequestOrigin,
} from './requests';
export { signedNdaPdf } from './pdf';
export { hasApprovedAccess } from './grants';
