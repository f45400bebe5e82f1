// The auth feature's public face for other features: who is signed in.
export { currentUserQueryOptions, replaceSignedInUser, startAsVisitorWhenMarked, useCurrentUser } from './api/current-user';
