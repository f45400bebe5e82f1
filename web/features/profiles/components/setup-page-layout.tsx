import { ArrowLeft, LoaderCircle, LogIn } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointUrl } from '@common/api/endpoint';
import { authEndpoints } from '@common/endpoints/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { AccountManagementCard } from '@web/features/account/components/account-management-card';
import { useCurrentUser } from '@web/features/auth';

/** The frame of the three setup pages: back to /role-selection, title, form, Skip and Save (docs/product/profiles.md). */
export function SetupPageLayout({
  title,
  description,
  onSubmit,
  isSaving,
  needsSignIn,
  children,
}: {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSaving: boolean;
  /** A visitor pressed Save: their profile needs an account. */
  needsSignIn: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('profiles');
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/role-selection">
          <ArrowLeft aria-hidden="true" />
          {t('layout.back')}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <Card className="mt-6">
        <CardContent className="pt-6">
          <form noValidate onSubmit={onSubmit} className="grid gap-6">
            {children}
            {needsSignIn && (
              <div role="alert" className="rounded-md border border-primary/40 bg-accent p-4 text-sm text-accent-foreground">
                <p className="font-medium">{t('layout.signInTitle')}</p>
                <p className="mt-1">{t('layout.signInText')}</p>
                <Button asChild size="sm" className="mt-3">
                  <a href={endpointUrl(authEndpoints.login)}>
                    <LogIn aria-hidden="true" />
                    {t('layout.signInLink')}
                  </a>
                </Button>
              </div>
            )}
            <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link to="/">{t('layout.skip')}</Link>
              </Button>
              <Button type="submit" disabled={isSaving}>
                {isSaving && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                {isSaving ? t('layout.saving') : t('layout.save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {/* A signed-in user without a dashboard yet (no profile) can still close their account. */}
      {user && (
        <div className="mt-8">
          <AccountManagementCard />
        </div>
      )}
    </div>
  );
}

/** A titled group of fields inside a setup form. */
export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
