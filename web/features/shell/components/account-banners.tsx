import { ImpersonationBanner } from './impersonation-banner';
import { UnverifiedEmailBanner } from './unverified-email-banner';

/** The strips above the header that only a signed-in user can need (see account-banners-slot.tsx). */
export function AccountBanners() {
  return (
    <>
      <ImpersonationBanner />
      <UnverifiedEmailBanner />
    </>
  );
}
