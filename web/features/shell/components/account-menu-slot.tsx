import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@common/contracts/auth';

// The account menu (a dropdown with its positioning engine) is for signed-in users only, so it is
// its own chunk: a visitor's first download does not carry it (docs/benchmarks.md#page-weight-and-lighthouse).
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** The account menu, with a same-sized empty space for the moment its code loads. */
export function AccountMenuSlot({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-12" />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
