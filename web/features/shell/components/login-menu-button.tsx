import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@web/components/deferred-menu';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { preloadable } from '@web/lib/preloadable';

/** The "Log In" button: the menu's trigger, and its stand-in until the menu's code is here. */
export function LoginMenuButton(props: ButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <Button {...props}>
      {t('login.button')}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

const loginMenu = preloadable(() => import('./login-menu').then((module) => module.LoginMenu));

/** The Log In menu, loaded on first use (docs/decisions/011). */
export function LoginMenuSlot() {
  return <DeferredMenu menu={loginMenu} props={{}} renderTrigger={(props) => <LoginMenuButton {...props} />} />;
}
