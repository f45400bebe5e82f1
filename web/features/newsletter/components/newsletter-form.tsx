import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { subscribeBody, type SubscribeBody } from '@common/contracts/newsletter';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useSubscribeToNewsletter } from '../api/subscribe';

/**
 * The footer's newsletter form (docs/product/public-pages.md): one e-mail input and nothing else;
 * the shared contract checks the address before it is sent, and the server checks it again.
 */
export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const id = useId();
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<SubscribeBody>({ resolver: zodResolver(subscribeBody), defaultValues: { email: '' } });
  const fieldError = form.formState.errors.email;

  const onSubmit = form.handleSubmit((values) =>
    subscribe.mutate(values, {
      onSuccess: ({ status }) => {
        const already = status === 'already_subscribed';
        toast({
          title: already ? t('alreadyTitle') : t('subscribedTitle'),
          description: already ? t('alreadyDescription') : t('subscribedDescription'),
        });
        form.reset({ email: '' });
      },
    }),
  );

  const error = fieldError
    ? t('invalidEmail', { defaultValue: fieldError.message })
    : subscribe.error
      ? (serverMessage(subscribe.error) ?? t('failed'))
      : null;
  const done = subscribe.isSuccess && !form.formState.isDirty
    ? subscribe.data.status === 'already_subscribed' ? t('alreadyDescription') : t('subscribedDescription')
    : null;
  const messageId = `${id}-message`;

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('description')}</p>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('emailLabel')}
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          {...form.register('email')}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('subscribing') : t('subscribe')}
        </Button>
      </div>
      {error && (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      )}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {done}
      </p>
    </form>
  );
}
