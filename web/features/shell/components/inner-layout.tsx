import { PageOutlet } from './page-outlet';
import { AccountBannersSlot } from './account-banners-slot';
import { MainHeader } from './main-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Dashboards, setup pages and events: the one header every page has (its My Account menu holds the
 * role's page and Log Out), no footer. The impersonation banner is here too, because an
 * impersonating admin lands on these pages and must always be able to return.
 */
export function InnerLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AccountBannersSlot />
      <MainHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <PageOutlet />
      </main>
    </div>
  );
}
