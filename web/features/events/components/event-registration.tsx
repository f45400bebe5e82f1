import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@common/contracts/auth';
import type { EventItem } from '@common/contracts/events';
import type { RegistrationType } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { preloadable } from '@web/lib/preloadable';
import { useUnregisterFromEvent } from '../api/unregister-from-event';

/** A visitor only sees a button, so the form's code is fetched for signed-in users (EventsPage preloads it). */
export const EventRegisterForm = preloadable(() => import('./event-register-form').then((module) => module.RegisterForm));

/**
 * Unregistered -> registered by choosing a type, back through Unregister. Past events and full
 * ones cannot be joined; a visitor is asked to log in (docs/product/events.md).
 */
export function EventRegistration({ event, user }: { event: EventItem; user: CurrentUser | null }) {
  const { t } = useTranslation('events');
  if (event.isPast) {
    return (
      <Button variant="secondary" disabled className="w-full sm:w-auto">
        {t('card.eventPassed')}
      </Button>
    );
  }
  if (event.myRegistration) return <RegisteredState event={event} registrationType={event.myRegistration.registrationType} />;
  if (event.placesLeft === 0) {
    return (
      <Button variant="secondary" disabled className="w-full sm:w-auto">
        {t('card.full')}
      </Button>
    );
  }
  if (!user) {
    return (
      <Button
        className="w-full sm:w-auto"
        aria-label={t('registration.registerFor', { title: event.title })}
        onClick={() =>
          toast({ variant: 'destructive', title: t('registration.loginRequiredTitle'), description: t('registration.loginRequiredDescription') })
        }
      >
        {t('registration.register')}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button disabled className="w-full sm:w-auto">
          {t('registration.register')}
        </Button>
      }
    >
      <EventRegisterForm.Component event={event} user={user} />
    </Suspense>
  );
}

function RegisteredState({ event, registrationType }: { event: EventItem; registrationType: RegistrationType }) {
  const { t } = useTranslation('events');
  const unregister = useUnregisterFromEvent();

  function submit() {
    unregister.mutate(event.id, {
      onSuccess: () =>
        toast({ title: t('registration.unregisteredTitle'), description: t('registration.unregisteredDescription', { title: event.title }) }),
      onError: () => toast({ variant: 'destructive', title: t('registration.unregisterFailed') }),
    });
  }

  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
        {t('card.registeredAs', { type: t(`registrationTypes.${registrationType}`) })}
      </p>
      <Button
        variant="outline"
        onClick={submit}
        disabled={unregister.isPending}
        aria-label={t('registration.unregisterFrom', { title: event.title })}
      >
        {unregister.isPending ? t('registration.unregistering') : t('registration.unregister')}
      </Button>
    </div>
  );
}
