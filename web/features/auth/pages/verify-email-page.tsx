import { useMutationState, useQueryClient, type MutationState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { VerifyEmailResponse } from '@common/contracts/auth';
import { authEndpoints } from '@common/endpoints/auth';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { ResendLink } from '../components/resend-link';
import { pathAfterSignIn, takeSetupRole } from '../lib/setup-return';

const verifyKey = (token: string) => ['verify-email', token] as const;

/**
 * The page a confirmation link opens (/verify-email?token=): it posts the token once. A sign-up's
 * link signs the user in and goes on to /role-selection (no role yet) or /; opened where another
 * account is signed in, it confirms the address and says that account stays signed in; a change
 * of address's says the address changed; an expired or used link says so and offers a new one
 * (docs/product/accounts.md#confirming-the-e-mail-address).
 *
 * Confirming changes who is signed in, so the whole cache is reset and this page is unmounted
 * while the new user loads. The token is posted once per page load (a mutation keyed by it), and
 * the page shows that mutation's state when it is back; the way on is decided by the mutation.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const { data: user } = useCurrentUser();
  const verify = useApiMutation(authEndpoints.verifyEmail, {
    mutationKey: verifyKey(token),
    onSettled: (answer) => {
      // A visitor who signed up from a setup page goes back to that form (lib/setup-return.ts).
      if (answer?.outcome === 'verified' && answer.user) void navigate(pathAfterSignIn(answer.user, takeSetupRole()), { replace: true });
    },
  });
  const { mutate } = verify;
  const state = useMutationState({
    filters: { mutationKey: verifyKey(token) },
    select: (mutation) => mutation.state as MutationState<VerifyEmailResponse, Error>,
  }).at(-1);

  useEffect(() => {
    if (!token || queryClient.getMutationCache().find({ mutationKey: verifyKey(token) })) return;
    mutate({ body: { token } });
  }, [token, queryClient, mutate]);

  let body;
  if (!token) {
    body = <Failure message={t('verifyEmail.missingToken')} signedInEmail={user?.emailVerified === false ? user.email : undefined} />;
  } else if (!state || state.status === 'pending' || state.status === 'idle') {
    body = <Spinner label={t('verifyEmail.checking')} align="start" className="text-sm" />;
  } else if (state.status === 'error') {
    const error = state.error;
    const code = error instanceof ApiError ? error.code : undefined;
    const message =
      code === 'LINK_EXPIRED'
        ? t('verifyEmail.expired')
        : code === 'LINK_INVALID'
          ? t('verifyEmail.invalid')
          : (serverMessage(error) ?? t('verifyEmail.failed'));
    body = <Failure message={message} signedInEmail={user?.emailVerified === false ? user.email : undefined} />;
  } else {
    body = <Outcome answer={state.data!} />;
  }

  return <AuthCard title={t('verifyEmail.title')}>{body}</AuthCard>;
}

function Outcome({ answer }: { answer: VerifyEmailResponse }) {
  const { t } = useTranslation('auth');
  const message =
    answer.outcome === 'verified'
      ? t('verifyEmail.verified')
      : answer.outcome === 'already_verified'
        ? t('verifyEmail.alreadyVerified')
        : answer.outcome === 'verified_kept_session'
          ? // The browser was signed in as another account: a link never switches accounts.
            t('verifyEmail.verifiedKeptSession', { email: answer.user?.email ?? '' })
          : answer.user
            ? t('verifyEmail.emailChanged', { email: answer.user.email })
            : t('verifyEmail.emailChangedSignIn');
  const next = answer.user
    ? { to: answer.user.role ? '/' : '/role-selection', label: t('verifyEmail.continue') }
    : { to: '/sign-in', label: t('verifyEmail.signIn') };
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
        {message}
      </p>
      {answer.outcome !== 'verified' && (
        <Button asChild>
          <Link to={next.to}>{next.label}</Link>
        </Button>
      )}
    </div>
  );
}

/** A link that does not work: why, and a new one (to the signed-in user's address, or to the address typed). */
function Failure({ message, signedInEmail }: { message: string; signedInEmail: string | undefined }) {
  return (
    <div className="grid gap-6">
      <FormAlert message={message} />
      <ResendLink email={signedInEmail} />
    </div>
  );
}
