import { ArrowLeft, House, LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/features/auth';
import { LanguageSwitch } from '@web/features/language';
import { NotificationBellSlot } from '@web/features/notifications';
import { LOGIN_URL } from '../lib/nav-links';
import { signOut } from '../lib/sign-out';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/** The inner-page header: back, home, logo, Admin Dashboard (admins), language, theme, the notifications bell, Log Out (docs/product/accounts.md#the-header-and-footer). */
export function SimpleHeader() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" onClick={() => void navigate(-1)} aria-label={t('simpleHeader.back')}>
            <ArrowLeft aria-hidden="true" />
          </Button>
          <Button asChild variant="ghost" size="icon">
            <Link to="/" aria-label={t('simpleHeader.home')}>
              <House aria-hidden="true" />
            </Link>
          </Button>
          <div className="ml-2 hidden sm:block">
            <Logo />
          </div>
        </div>
        <div className="flex items-center gap-1">
          {user?.role === 'admin' && (
            <Button asChild variant="outline" size="sm">
              <Link to="/admin">
                <LayoutDashboard aria-hidden="true" />
                <span className="hidden sm:inline">{t('simpleHeader.adminDashboard')}</span>
                <span className="sr-only sm:hidden">{t('simpleHeader.adminDashboard')}</span>
              </Link>
            </Button>
          )}
          <LanguageSwitch />
          <ThemeToggle />
          {user && <NotificationBellSlot />}
          {user ? (
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              {/* Narrow screens: the icon, named for screen readers (room for the longer French). */}
              <span className="sr-only sm:not-sr-only">{t('account.logOut')}</span>
            </Button>
          ) : (
            <Button asChild size="sm">
              <a href={LOGIN_URL}>
                <LogIn aria-hidden="true" />
                {t('login.button')}
              </a>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
