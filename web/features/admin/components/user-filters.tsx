import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE_FILTERS, adminUsersQuery, type AdminRoleFilter } from '@common/contracts/admin';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

const searchForm = adminUsersQuery.pick({ q: true });
const ALL = 'all';

interface UserFiltersProps {
  role: AdminRoleFilter | undefined;
  onSearch: (q: string) => void;
  onRoleChange: (role: AdminRoleFilter | undefined) => void;
}

/** Search by name or e-mail (on submit, so typing sends no request per key) and a role filter. */
export function UserFilters({ role, onSearch, onRoleChange }: UserFiltersProps) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const roleId = useId();
  const form = useForm({ resolver: zodResolver(searchForm), defaultValues: { q: '' } });
  const error = form.formState.errors.q?.message;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form noValidate role="search" onSubmit={form.handleSubmit((values) => onSearch(values.q ?? ''))} className="flex flex-1 items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={searchId}>{t('users.searchLabel')}</Label>
          <Input id={searchId} type="search" placeholder={t('users.searchPlaceholder')} aria-invalid={Boolean(error)} {...form.register('q')} />
          {error && <p className="text-sm text-destructive">{error}</p>}
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          {t('users.searchButton')}
        </Button>
      </form>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={roleId}>{t('users.roleFilterLabel')}</Label>
        <Select value={role ?? ALL} onValueChange={(value) => onRoleChange(value === ALL ? undefined : (value as AdminRoleFilter))}>
          <SelectTrigger id={roleId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('users.allRoles')}</SelectItem>
            {ADMIN_ROLE_FILTERS.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`roles.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
