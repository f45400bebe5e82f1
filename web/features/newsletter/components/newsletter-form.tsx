import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useSubscribeToNewsletter } from '../api/subscribe';

/**
 * The footer's newsletter form (docs/product/public-pages.md): one e-mail input and nothing else;
 * the shared contract checks the address before it is sent, and the server checks it again.
 * The footer is on every public page, so the form keeps out of the first download what only a
 * submit needs: the contract (and zod) load on the first submit, and there is no form library.
 */
export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const id = useId();
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [isDirty, setIsDirty] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { subscribeBody } = await import('@common/contracts/newsletter');
    const parsed = subscribeBody.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setFieldError(null);
    subscribe.mutate(parsed.data, {
      // One answer for a new address and one already on the list (docs/security.md): a confirm
      // link is mailed unless the address is subscribed already (double opt-in).
      onSuccess: () => {
        toast({ title: t('checkEmailTitle'), description: t('checkEmailDescription') });
        setEmail('');
        setIsDirty(false);
      },
    });
  };

  const error =
    fieldError !== null ? t('invalidEmail', { defaultValue: fieldError }) : subscribe.error ? (serverMessage(subscribe.error) ?? t('failed')) : null;
  const done = subscribe.isSuccess && !isDirty ? t('checkEmailDescription') : null;
  const messageId = `${id}-message`;

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} className="grid gap-3">
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
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setIsDirty(true);
          }}
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
