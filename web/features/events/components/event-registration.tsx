import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@common/contracts/auth';
import { defaultRegistrationType, registrationTypesFor, type EventItem } from '@common/contracts/events';
import type { RegistrationType } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useRegisterForEvent } from '../api/register-for-event';
import { useUnregisterFromEvent } from '../api/unregister-from-event';

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
  return <RegisterForm event={event} user={user} />;
}

function RegisterForm({ event, user }: { event: EventItem; user: CurrentUser }) {
  const { t } = useTranslation('events');
  const selectId = useId();
  const [registrationType, setRegistrationType] = useState<RegistrationType>(defaultRegistrationType(user.role));
  const register = useRegisterForEvent();

  function submit() {
    register.mutate(
      { eventId: event.id, registrationType },
      {
        onSuccess: () => toast({ title: t('registration.successTitle'), description: t('registration.successDescription', { title: event.title }) }),
        onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('registration.failed') }),
      },
    );
  }

  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid gap-1.5 sm:w-48">
        <Label htmlFor={selectId}>{t('registration.registerAs')}</Label>
        <Select value={registrationType} onValueChange={(value) => setRegistrationType(value as RegistrationType)}>
          <SelectTrigger id={selectId} aria-label={t('registration.registerAsFor', { title: event.title })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {registrationTypesFor(user.role).map((type) => (
              <SelectItem key={type} value={type}>
                {t(`registrationTypes.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button onClick={submit} disabled={register.isPending} aria-label={t('registration.registerFor', { title: event.title })}>
        {register.isPending ? t('registration.registering') : t('registration.register')}
      </Button>
    </div>
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
