import type { CurrentUser } from '@common/contracts/auth';
import { MessagesNavLink } from '@web/features/messages';
import { AccountMenu } from './account-menu';

/** The header's controls of a signed-in user after the bell: "Messages" (a student's or an employer's) and My Account. */
export function SignedInControls({ user }: { user: CurrentUser }) {
  return (
    <>
      <MessagesNavLink user={user} />
      <AccountMenu user={user} />
    </>
  );
}
