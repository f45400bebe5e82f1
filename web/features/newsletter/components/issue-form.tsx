import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_ISSUE_LIMITS, newsletterIssueBody, type NewsletterIssue, type NewsletterIssueBody } from '@common/contracts/newsletter';
import { FormField, InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useCreateNewsletterIssue, useUpdateNewsletterIssue } from '../api/newsletter-issues';

const EMPTY: NewsletterIssueBody = { subject: '', body: '' };

/**
 * Writing an issue, or editing a draft (`editing`): a subject and a plain-text body; the shared
 * contract checks both here and on the server. Saving keeps it as a draft; sending is in the list.
 */
export function IssueForm({ editing, onDone }: { editing: NewsletterIssue | null; onDone: () => void }) {
  const { t } = useTranslation('newsletter-admin');
  const create = useCreateNewsletterIssue();
  const update = useUpdateNewsletterIssue();
  const form = useForm<NewsletterIssueBody>({ resolver: zodResolver(newsletterIssueBody), defaultValues: EMPTY });
  const { errors } = form.formState;
  const saving = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  // Edit fills the form with the draft and takes the keyboard there.
  useEffect(() => {
    form.reset(editing ? { subject: editing.subject, body: editing.body } : EMPTY);
    if (editing) form.setFocus('subject');
  }, [editing, form]);

  const onSubmit = form.handleSubmit((values) => {
    const onSuccess = () => {
      toast({ title: t('form.saved') });
      form.reset(EMPTY);
      onDone();
    };
    if (editing) update.mutate({ id: editing.id, ...values }, { onSuccess });
    else create.mutate(values, { onSuccess });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{editing ? t('form.editTitle') : t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {failed && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive dark:bg-destructive/25 dark:text-red-200"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {serverMessage(failed) ?? t('form.failed')}
            </p>
          )}
          <InputField
            namespace="newsletter-admin"
            label={t('form.subject')}
            required
            maxLength={NEWSLETTER_ISSUE_LIMITS.subject}
            error={errors.subject}
            {...form.register('subject')}
          />
          <FormField name="body" namespace="newsletter-admin" label={t('form.body')} required hint={t('form.bodyHint')} error={errors.body}>
            {(control) => <Textarea rows={10} maxLength={NEWSLETTER_ISSUE_LIMITS.body} {...control} {...form.register('body')} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? t('form.saving') : editing ? t('form.saveChanges') : t('form.save')}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={onDone}>
                {t('form.cancel')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
