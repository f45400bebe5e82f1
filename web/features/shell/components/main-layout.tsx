import { PageOutlet } from './page-outlet';
import { Footer } from './footer';
import { AccountBannersSlot } from './account-banners-slot';
import { MainHeader } from './main-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Public and browsing pages: banner, main header, content, footer. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AccountBannersSlot />
      <MainHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
