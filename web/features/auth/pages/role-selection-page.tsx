import { Building2, GraduationCap, School, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authEndpoints } from '@common/endpoints/auth';
import type { SelfServiceRole } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { useApiMutation } from '@web/lib/api-query';

const ROLE_CARDS: Array<{ role: SelfServiceRole; icon: LucideIcon }> = [
  { role: 'student', icon: GraduationCap },
  { role: 'employer', icon: Building2 },
  { role: 'institution', icon: School },
];

/**
 * Pick Student / Youth, Employer or Educational Institution, then set up that profile
 * (docs/product/accounts.md#roles).
 */
export function RoleSelectionPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const setUpRole = useApiMutation(authEndpoints.chooseRole, {
    toInput: (role: SelfServiceRole) => ({ body: { role } }),
    // Runs before the cache reset of the new role (the declaration changes 'session'). The setup
    // page is open to a user without a role too, so going there first avoids a flash of the 404
    // page (this page is not in the new role's routes) while the new user record loads.
    onSuccess: (_answer, role) => void navigate(`/setup-profile/${role}`),
    onError: () => toast({ variant: 'destructive', title: t('roleSelection.failed') }),
  });

  const chooseRole = (role: SelfServiceRole) => setUpRole.mutate(role);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-16">
      <div className="mb-10 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('roleSelection.title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('roleSelection.subtitle')}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {ROLE_CARDS.map(({ role, icon: Icon }) => (
          <li key={role}>
            <Card className="flex h-full flex-col">
              <CardHeader className="items-center text-center">
                <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <CardTitle as="h2">{t(`roleSelection.roles.${role}.title`)}</CardTitle>
                <CardDescription>{t(`roleSelection.roles.${role}.description`)}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <Button className="w-full" disabled={setUpRole.isPending} onClick={() => chooseRole(role)}>
                  {t(`roleSelection.roles.${role}.choose`)}
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
