import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/features/auth';
import { LanguageSwitch } from '@web/features/language';
import { NotificationBellSlot } from '@web/features/notifications';
import { cn } from '@web/lib/utils';
import { MAIN_NAV_LINKS } from '../lib/nav-links';
import { AccountMenuSlot } from './account-menu-slot';
import { LoginMenuSlot } from './login-menu-button';
import { Logo } from './logo';
import { MobileNavSlot } from './mobile-nav-button';
import { ThemeToggle } from './theme-toggle';

/** Logo, navigation, language switch, theme toggle, and Log In, or the notifications bell and My Account (docs/product/accounts.md#the-header-and-footer). */
export function MainHeader() {
  const { t } = useTranslation('shell');
  const { data: user } = useCurrentUser();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <Logo markOnlyWhenNarrow />
        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground',
                      isActive ? 'text-foreground underline underline-offset-8' : 'text-muted-foreground',
                    )
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          {/* Narrow screens: in the menu (mobile-nav.tsx), for room. */}
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle />
          {user ? (
            <>
              <NotificationBellSlot />
              <AccountMenuSlot user={user} />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" className="max-sm:hidden">
                <Link to="/sign-up">{t('nav.signUp')}</Link>
              </Button>
              <LoginMenuSlot />
            </>
          )}
          <MobileNavSlot showSignUp={!user} />
        </div>
      </div>
    </header>
  );
}
