// The guardian-consent feature's entry (docs/product/accounts.md#consent-at-sign-up): the public
// page where a parent or guardian consents (/guardian/consent/:token), and the student's card that
// says they cannot apply yet and names the parent or guardian.
export { loadGuardianConsentPage } from './pages/loaders';
export { GuardianConsentCard } from './components/guardian-consent-card';
