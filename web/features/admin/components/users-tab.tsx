import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoleFilter } from '@common/contracts/admin';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { useAdminUsers } from '../api/get-admin-users';
import { usePageWalker } from '../lib/use-page-walker';
import { Pager } from './pager';
import { CardTable, CardTableBody, CardTableHead } from './card-table';
import { HeaderCell } from './scroll-table';
import { UserFilters } from './user-filters';
import { UserRow } from './user-row';

const COLUMNS = ['name', 'email', 'role', 'profile', 'created', 'status', 'actions'] as const;

/**
 * The Users tab (docs/product/admin.md): search, role filter and paging, so it stays usable with
 * 100,000 users; a table that fits from 1024 px wide, cards below.
 */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { data: me } = useCurrentUser();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<AdminRoleFilter | undefined>();
  const users = useAdminUsers({ q, role });
  const pager = usePageWalker(users);

  return (
    <section aria-labelledby="admin-users-heading" className="grid grid-cols-1 gap-4">
      <h2 id="admin-users-heading" className="text-xl font-semibold">
        {t('users.heading')}
      </h2>
      <UserFilters
        role={role}
        onSearch={(value) => {
          setQ(value.trim());
          pager.reset();
        }}
        onRoleChange={(value) => {
          setRole(value);
          pager.reset();
        }}
      />
      {users.isPending && <Spinner label={t('loading')} />}
      {users.isError && (
        <p role="alert" className="text-destructive">
          {t('users.loadFailed')}
        </p>
      )}
      {pager.items && (
        <div aria-busy={users.isFetching}>
          <CardTable label={t('users.tableLabel')}>
            <CardTableHead>
              {COLUMNS.map((column) => (
                <HeaderCell key={column}>{t(`users.columns.${column}`)}</HeaderCell>
              ))}
            </CardTableHead>
            <CardTableBody>
              {pager.items.map((user) => (
                <UserRow key={user.id} user={user} adminId={me?.id} />
              ))}
            </CardTableBody>
          </CardTable>
          {pager.items.length === 0 && <p className="mt-3 text-muted-foreground">{t('users.empty')}</p>}
          <Pager walker={pager} />
        </div>
      )}
    </section>
  );
}
