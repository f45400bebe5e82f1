import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import { CONTENT_PAGE_PATHS } from '@common/contracts/seo';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-client';
import { useAcceptTerms } from '../api/accept-terms';
import { signOut } from '../lib/sign-out';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * Asks a signed-in user who has not accepted the current terms and privacy notice to accept them
 * (docs/product/accounts.md#consent-at-sign-up). An alert dialog that stays open: Escape and a
 * click outside do nothing, and the page behind cannot be reached; the way out is signing out.
 * The texts open in a new tab, where this dialog does not cover them (terms-update-slot.tsx).
 */
export function TermsUpdateDialog() {
  const { t } = useTranslation('terms');
  const accept = useAcceptTerms();

  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="grid list-disc gap-1 pl-6 text-sm">
          <li>
            <Link to={CONTENT_PAGE_PATHS.terms} target="_blank" rel="noreferrer" className={linkClass}>
              {t('termsLink')}
            </Link>
          </li>
          <li>
            <Link to={CONTENT_PAGE_PATHS.privacy} target="_blank" rel="noreferrer" className={linkClass}>
              {t('privacyLink')}
            </Link>
          </li>
        </ul>
        <p role="status" className="text-sm text-destructive empty:hidden dark:text-red-300">
          {accept.isError && (serverMessage(accept.error) ?? t('failed'))}
        </p>
        <AlertDialogFooter>
          <Button variant="outline" onClick={() => void signOut()}>
            {t('signOut')}
          </Button>
          <Button
            disabled={accept.isPending || accept.isSuccess}
            onClick={() => accept.mutate({ body: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION } })}
          >
            {accept.isPending ? t('accepting') : t('accept')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
