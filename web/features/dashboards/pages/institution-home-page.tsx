import { useTranslation } from 'react-i18next';
import { AccountManagementCard } from '@web/features/account';
import { InstitutionDocumentsManager, StudentDocumentsOfInstitution } from '@web/features/documents';
import { useOwnInstitutionProfile, VerificationNotice } from '@web/features/profiles';
import { AlertsList, InstitutionDetails, LinkRequestsCard, PlacementsTable, StudentsTable } from '@web/features/institutions';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PartnerOpportunitiesCard, SchoolPartnersCard } from '@web/features/partners';

/** The institution dashboard at / for an institution with a profile (docs/product/schools.md). */
export function InstitutionHomePage() {
  const { t } = useTranslation('institutions');
  const profile = useOwnInstitutionProfile();
  const name = profile.data?.institutionName;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-xl font-semibold">{name ? t('welcome', { name }) : t('welcomeFallback')}</p>
      <p className="mt-1 text-lg text-muted-foreground">{t('subtitle')}</p>
      <div className="mt-8 grid gap-6">
        {/* Each card on its own: one that fails to render leaves the others working. */}
        {profile.data && (
          <ErrorBoundary>
            <VerificationNotice kind="institution" state={profile.data.verification} />
          </ErrorBoundary>
        )}
        <ErrorBoundary>
          <AlertsList />
        </ErrorBoundary>
        <ErrorBoundary>
          <InstitutionDetails profile={profile.data ?? null} />
        </ErrorBoundary>
        <ErrorBoundary>
          <LinkRequestsCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <StudentsTable />
        </ErrorBoundary>
        <ErrorBoundary>
          <PlacementsTable />
        </ErrorBoundary>
        <ErrorBoundary>
          <SchoolPartnersCard isVerified={profile.data?.verification.status === 'verified'} />
        </ErrorBoundary>
        <ErrorBoundary>
          <PartnerOpportunitiesCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <InstitutionDocumentsManager />
        </ErrorBoundary>
        <ErrorBoundary>
          <StudentDocumentsOfInstitution />
        </ErrorBoundary>
        <ErrorBoundary>
          <AccountManagementCard />
        </ErrorBoundary>
      </div>
    </div>
  );
}
