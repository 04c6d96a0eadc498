import 'server-only';
export { STANDARD_NDA } from './nda/standard';
export { findGateIdea, getIdeaNda, ndaHash, ndaOf, setIdeaNda, standardNda, type IdeaNda } from './nda';
export { requestAccess, type RequestOrigin } from './requests';
export { decideAccess, type AccessAction } from './decisions';
export { findSignedRequest, hasIncomingRequests, listRequests } from './request-records';
export { signedNdaPdf } from './pdf';
