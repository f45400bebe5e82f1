// The auth feature's pages, each its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers these loaders, never the page components:
// a component imported statically would travel in its importer's chunk.
export const loadForgotPasswordPage = () => import('./forgot-password-page');
export const loadResetPasswordPage = () => import('./reset-password-page');
export const loadRoleSelectionPage = () => import('./role-selection-page');
export const loadSignInPage = () => import('./sign-in-page');
export const loadSignUpPage = () => import('./sign-up-page');
export const loadVerifyEmailPage = () => import('./verify-email-page');
