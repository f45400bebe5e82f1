import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

/**
 * Spec 5: the newsletter input only has the e-mail type; the browser's own check is the only
 * validation. The subscribe call is not wired yet (spec 7: not shown).
 */
export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('description')}</p>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('emailLabel')}
        </label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" placeholder={t('emailPlaceholder')} />
        <Button type="submit">{t('subscribe')}</Button>
      </div>
    </form>
  );
}
