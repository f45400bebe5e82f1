import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@common/contracts/auth';
import type { EventItem } from '@common/contracts/events';
import type { RegistrationType } from '@common/enums';
import { defaultRegistrationType, registrationTypesFor } from '@common/registration-types';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useRegisterForEvent } from '../api/register-for-event';

/** Choose how to take part, then register. Loaded only for signed-in users (its select is 25 KB gzip). */
export function RegisterForm({ event, user }: { event: EventItem; user: CurrentUser }) {
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
