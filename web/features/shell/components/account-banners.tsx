import { AccountLanguage } from '@web/features/language';
import { ImpersonationBanner } from './impersonation-banner';
import { TermsUpdateSlot } from './terms-update-slot';
import { UnverifiedEmailBanner } from './unverified-email-banner';

/**
 * The strips above the header that only a signed-in user can need (see account-banners-slot.tsx),
 * and, with them, what keeps the app in the account's language (nothing on screen) and the dialog
 * asking for the current terms when the account has not accepted them.
 */
export function AccountBanners() {
  return (
    <>
      <AccountLanguage />
      <ImpersonationBanner />
      <UnverifiedEmailBanner />
      <TermsUpdateSlot />
    </>
  );
}
