import { ArrowLeft, LoaderCircle } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { AccountManagementCard } from '@web/features/account';
import { useCurrentUser } from '@web/features/auth';
import { ProfileImageCard } from '@web/features/profile-images';
import type { SelfServiceRole } from '@common/enums';

/**
 * Why the page cannot do what was asked: a signed-in user with no role must save the profile
 * before uploading a resume (the upload is a student's, and saving makes them one). A visitor never
 * sees a setup form: they create an account first (web/app/route-table.ts).
 */
export type SetupNotice = 'saveFirst' | null;

/**
 * The frame of the three setup pages: the way back, title, form, Skip and Save (docs/product/profiles.md#setup-pages);
 * once the profile is saved, the same page edits it (docs/product/profiles.md#editing).
 * "Back to role selection" only for a signed-in user who has no role yet (the page exists only for
 * them); everyone else goes back home.
 */
export function SetupPageLayout({
  role,
  editing,
  onSubmit,
  isSaving,
  notice = null,
  children,
}: {
  /** The role whose profile this page sets up. */
  role: SelfServiceRole;
  /** The profile is saved already: the page edits it ("Edit Your … Profile", no "Skip for Now"). */
  editing: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSaving: boolean;
  notice?: SetupNotice;
  children: ReactNode;
}) {
  const { t } = useTranslation('profiles');
  const { data: user } = useCurrentUser();
  const choosesRole = user?.role === null;
  const otherRole = user?.role && user.role !== role ? user.role : null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to={choosesRole ? '/role-selection' : '/'}>
          <ArrowLeft aria-hidden="true" />
          {choosesRole ? t('layout.back') : t('layout.backHome')}
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{editing ? t(`${role}Setup.editTitle`) : t(`${role}Setup.title`)}</h1>
      <p className="mt-2 text-muted-foreground">{editing ? t(`${role}Setup.editDescription`) : t(`${role}Setup.description`)}</p>
      {otherRole && (
        <div role="note" className="mt-6 rounded-md border border-destructive/50 p-4 text-sm">
          <p className="font-medium">{t(`layout.wrongRole.title.${otherRole}`)}</p>
          <p className="mt-1">{otherRole === 'admin' ? t('layout.wrongRole.admin') : t(`layout.wrongRole.text.${role}`)}</p>
        </div>
      )}
      <Card className="mt-6">
        <CardContent noHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-6">
            {children}
            {notice === 'saveFirst' && (
              <div role="alert" className="rounded-md border border-primary/40 bg-accent p-4 text-sm text-accent-foreground">
                <p className="font-medium">{t('layout.saveFirstTitle')}</p>
                <p className="mt-1">{t('layout.saveFirstText')}</p>
              </div>
            )}
            <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-end">
              {!editing && (
                <Button asChild variant="outline">
                  <Link to="/">{t('layout.skip')}</Link>
                </Button>
              )}
              <Button type="submit" disabled={isSaving}>
                {isSaving && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                {isSaving ? t('layout.saving') : t('layout.save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {user && (
        <div className="mt-8 grid gap-8">
          <ProfileImageCard />
          {/* Not on a first-time setup page: no red "Delete Account" before there is a profile. A
              user with a role but no profile finds it on the home that asks to finish the profile. */}
          {editing && <AccountManagementCard />}
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
