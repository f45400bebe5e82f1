import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, contactBody, type ContactBody } from '@common/contracts/contact';
import { personName } from '@common/text';
import { FormField, InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

/** The /contact form: the shared zod contract checks it here and again on the server. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { data: user } = useCurrentUser();
  const send = useSendContactMessage();
  const form = useForm<ContactBody>({ resolver: zodResolver(contactBody), defaultValues: EMPTY });
  const { errors } = form.formState;

  // A signed-in sender need not type who they are (they can still change it).
  useEffect(() => {
    if (!user) return;
    const name = personName(user);
    if (!form.getValues('name')) form.setValue('name', name);
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t('sentTitle'), description: t('sentDescription') });
        form.reset({ ...EMPTY, name: values.name, email: values.email });
      },
    }),
  );

  const failure = send.error ? (serverMessage(send.error) ?? t('failed')) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('formTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {failure && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive dark:bg-destructive/25 dark:text-red-200"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {failure}
            </p>
          )}
          {send.isSuccess && !form.formState.isDirty && (
            <p role="status" className="flex items-start gap-2 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('sentDescription')}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              namespace="contact"
              label={t('fields.name')}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              error={errors.name}
              {...form.register('name')}
            />
            <InputField
              namespace="contact"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              error={errors.email}
              {...form.register('email')}
            />
          </div>
          <InputField
            namespace="contact"
            label={t('fields.subject')}
            maxLength={CONTACT_LIMITS.subject}
            error={errors.subject}
            {...form.register('subject')}
          />
          <FormField
            name="message"
            namespace="contact"
            label={t('fields.message')}
            hint={t('messageHint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.message })}
            error={errors.message}
          >
            {(control) => <Textarea rows={6} maxLength={CONTACT_LIMITS.message} {...control} {...form.register('message')} />}
          </FormField>
          <Button type="submit" disabled={send.isPending} className="sm:w-fit">
            {send.isPending ? t('submitting') : t('submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
