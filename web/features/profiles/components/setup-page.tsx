import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';

/**
 * A setup page: its form, filled from the signed-in user's saved profile once that has loaded. A
 * visitor has no profile to load and gets the blank form at once.
 */
export function SetupPage<Profile>({
  useOwnProfile,
  form: Form,
}: {
  /** The role's own-profile query (api/), asked only of a signed-in user. */
  useOwnProfile: (options: { enabled: boolean }) => { isPending: boolean; data: Profile | null | undefined };
  form: ComponentType<{ profile: Profile | null }>;
}) {
  const { t } = useTranslation('profiles');
  const { data: user } = useCurrentUser();
  const profile = useOwnProfile({ enabled: Boolean(user) });
  if (user && profile.isPending) return <Spinner label={t('loading')} className="py-20" />;
  return <Form profile={profile.data ?? null} />;
}
