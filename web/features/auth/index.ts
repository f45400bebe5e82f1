// The auth feature's entry: who is signed in, and its pages (sign-in, sign-up and the account links).
export { currentUserQueryOptions, replaceSignedInUser, startAsVisitorWhenMarked, useCurrentUser } from './api/current-user';
export {
  loadForgotPasswordPage,
  loadResetPasswordPage,
  loadRoleSelectionPage,
  loadSignInPage,
  loadSignUpPage,
  loadVerifyEmailPage,
} from './pages/loaders';
export { signInReturningTo } from './lib/sign-in-return-link';
export { forgetClassCode, sharedClassCode } from './lib/class-code-link';
