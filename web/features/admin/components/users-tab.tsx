import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoleFilter } from '@common/contracts/admin';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { useAdminUsers } from '../api/get-admin-users';
import { useCursorPager } from '../lib/use-cursor-pager';
import { Pager } from './pager';
import { HeaderCell, ScrollTable } from './scroll-table';
import { UserFilters } from './user-filters';
import { UserRow } from './user-row';

const COLUMNS = ['name', 'email', 'role', 'profile', 'created', 'status', 'actions'] as const;

/** Spec 2.9 Users tab: search, role filter and keyset paging, so it stays usable with 100,000 users. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { data: me } = useCurrentUser();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<AdminRoleFilter | undefined>();
  const pager = useCursorPager();
  const users = useAdminUsers({ q, role, cursor: pager.cursor });

  return (
    <section aria-labelledby="admin-users-heading" className="grid grid-cols-1 gap-4">
      <h2 id="admin-users-heading" className="text-xl font-semibold">{t('users.heading')}</h2>
      <UserFilters
        role={role}
        onSearch={(value) => { setQ(value.trim()); pager.reset(); }}
        onRoleChange={(value) => { setRole(value); pager.reset(); }}
      />
      {users.isPending && <Spinner label={t('loading')} />}
      {users.isError && <p role="alert" className="text-destructive">{t('users.loadFailed')}</p>}
      {users.data && (
        <div aria-busy={users.isFetching}>
          <ScrollTable label={t('users.tableLabel')}>
            <thead>
              <tr>{COLUMNS.map((column) => <HeaderCell key={column}>{t(`users.columns.${column}`)}</HeaderCell>)}</tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />)}
            </tbody>
          </ScrollTable>
          {users.data.users.length === 0 && <p className="mt-3 text-muted-foreground">{t('users.empty')}</p>}
          <Pager
            shown={users.data.users.length}
            total={users.data.total}
            hasPrevious={pager.hasPrevious}
            nextCursor={users.data.nextCursor}
            onPrevious={pager.previous}
            onNext={pager.next}
          />
        </div>
      )}
    </section>
  );
}
