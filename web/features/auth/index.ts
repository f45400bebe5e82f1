// The auth feature's public face for other features: who is signed in.
export { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from './api/current-user';
