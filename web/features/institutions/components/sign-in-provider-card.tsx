import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signInProviderForm, type SignInProviderResponse } from '@common/contracts/school-sign-in';
import { schoolSignInEndpoints } from '@common/endpoints/school-sign-in';
import { InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

const formValues = (answer: SignInProviderResponse | undefined) => ({
  issuer: answer?.provider?.issuer ?? '',
  clientId: answer?.provider?.clientId ?? '',
  clientSecret: '',
  domains: answer?.provider?.domains.join(', ') ?? '',
});

/**
 * "Sign-in with your identity provider": a verified school's OpenID Connect provider (Google
 * Workspace, Microsoft Entra, ...), so its students sign in with their school accounts
 * (docs/product/school-sign-in.md). The secret is never shown: the field says one is stored.
 */
export function SignInProviderCard() {
  const { t } = useTranslation('institutions');
  const settings = useQuery(apiQueryOptions(schoolSignInEndpoints.getProvider));
  const save = useApiMutation(schoolSignInEndpoints.saveProvider);
  const remove = useApiMutation(schoolSignInEndpoints.removeProvider);
  const form = useForm({ resolver: zodResolver(signInProviderForm), defaultValues: formValues(undefined) });
  const { errors, isSubmitting } = form.formState;
  const secretSet = settings.data?.provider?.clientSecretSet === true;

  useEffect(() => {
    if (settings.data) form.reset(formValues(settings.data));
  }, [settings.data, form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { body: values },
      {
        onSuccess: () => toast({ title: t('signInProvider.saved') }),
        onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('signInProvider.failed') }),
      },
    ),
  );

  return (
    <Card role="region" aria-labelledby="sign-in-provider-title">
      <CardHeader>
        <CardTitle as="h2" id="sign-in-provider-title" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" />
          {t('signInProvider.title')}
        </CardTitle>
        <CardDescription>{t('signInProvider.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data && (
          <p className="mb-4 text-sm">
            {t('signInProvider.redirectUri')} <code className="break-all rounded bg-muted px-1">{settings.data.redirectUri}</code>
          </p>
        )}
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('signInProvider.title')}>
          <InputField namespace="institutions" label={t('signInProvider.issuer')} error={errors.issuer} {...form.register('issuer')} />
          <InputField namespace="institutions" label={t('signInProvider.clientId')} error={errors.clientId} {...form.register('clientId')} />
          <InputField
            namespace="institutions"
            label={t('signInProvider.clientSecret')}
            type="password"
            autoComplete="off"
            placeholder={secretSet ? t('signInProvider.secretSet') : ''}
            hint={secretSet ? t('signInProvider.secretKeep') : undefined}
            error={errors.clientSecret}
            {...form.register('clientSecret')}
          />
          <InputField
            namespace="institutions"
            label={t('signInProvider.domains')}
            hint={t('signInProvider.domainsHint')}
            error={errors.domains}
            {...form.register('domains')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || isSubmitting}>
              {save.isPending ? t('signInProvider.saving') : t('signInProvider.save')}
            </Button>
            {settings.data?.provider && (
              <Button
                type="button"
                variant="outline"
                disabled={remove.isPending}
                onClick={() => remove.mutate({}, { onSuccess: () => toast({ title: t('signInProvider.removed') }) })}
              >
                {t('signInProvider.remove')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
