import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@web/components/ui/card';
import { AccountManagementCard } from '@web/features/account';
import { useCurrentUser } from '@web/features/auth';
import { InstitutionDocumentsManager, StudentDocumentsOfInstitution } from '@web/features/documents';
import { useOwnInstitutionProfile, VerificationNotice } from '@web/features/profiles';
import {
  AlertsList,
  ClassCodesCard,
  InstitutionDetails,
  LinkRequestsCard,
  SignInProviderCard,
  PlacementsTable,
  RosterImportCard,
  StalledApplicationsCard,
  StudentsTable,
} from '@web/features/institutions';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PartnerOpportunitiesCard, SchoolPartnersCard } from '@web/features/partners';
import { PlacementsEntryCard } from '@web/features/placement-board';
import { showsStudentData } from '../lib/shows-student-data';

/** The institution dashboard at / for an institution with a profile (docs/product/schools.md). */
export function InstitutionHomePage() {
  const { t } = useTranslation('institutions');
  const profile = useOwnInstitutionProfile();
  const { data: user } = useCurrentUser();
  const name = profile.data?.institutionName;
  // The students' cards are not even asked for where the server would refuse them.
  const showsStudents = showsStudentData(profile.data, user);
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
        {showsStudents ? (
          <>
            <PlacementsEntryCard organisation="institution" />
            <ErrorBoundary>
              <LinkRequestsCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <ClassCodesCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <RosterImportCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <StalledApplicationsCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <StudentsTable />
            </ErrorBoundary>
            <ErrorBoundary>
              <PlacementsTable />
            </ErrorBoundary>
            <ErrorBoundary>
              <SignInProviderCard />
            </ErrorBoundary>
          </>
        ) : (
          profile.data && (
            <Card>
              <CardContent noHeader>
                <p role="note" className="text-sm text-muted-foreground">
                  {t('studentsAfterVerification')}
                </p>
              </CardContent>
            </Card>
          )
        )}
        <ErrorBoundary>
          <SchoolPartnersCard isVerified={profile.data?.verification.status === 'verified'} />
        </ErrorBoundary>
        <ErrorBoundary>
          <PartnerOpportunitiesCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <InstitutionDocumentsManager />
        </ErrorBoundary>
        {showsStudents && (
          <ErrorBoundary>
            <StudentDocumentsOfInstitution />
          </ErrorBoundary>
        )}
        <ErrorBoundary>
          <AccountManagementCard />
        </ErrorBoundary>
      </div>
    </div>
  );
}
