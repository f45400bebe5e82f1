import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@web/components/deferred-menu';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { preloadable } from '@web/lib/preloadable';

/** The narrow-screen menu button: the menu's trigger, and its stand-in until the menu's code is here. */
export function MobileNavButton(props: ButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <Button variant="ghost" size="icon" className="xl:hidden" aria-label={t('nav.openMenu')} {...props}>
      <Menu aria-hidden="true" />
    </Button>
  );
}

const mobileNav = preloadable(() => import('./mobile-nav').then((module) => module.MobileNav));

/** The header links folded into one menu on narrow screens, loaded on first use (docs/decisions/011). */
export function MobileNavSlot({ showSignUp }: { showSignUp: boolean }) {
  return <DeferredMenu menu={mobileNav} props={{ showSignUp }} renderTrigger={(props) => <MobileNavButton {...props} />} />;
}
