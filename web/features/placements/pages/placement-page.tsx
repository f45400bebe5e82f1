import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Placement } from '@common/contracts/placements';
import { BackLink } from '@web/components/layout/back-link';
import { PageContainer } from '@web/components/layout/page-container';
import { isMissingRecord, RecordUnavailable } from '@web/components/layout/record-unavailable';
import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/features/auth';
import { usePlacement } from '../api/placement';
import { AgreementDocuments } from '../components/agreement-documents';
import { AgreementFiles } from '../components/agreement-files';
import { CancelDialog } from '../components/cancel-dialog';
import { EmployerPartForm } from '../components/employer-part-form';
import { GuardianForm } from '../components/guardian-form';
import { hasHoursLog, HoursSection } from '../components/hours-section';
import { InviteSchool } from '../components/invite-school';
import { PlacementClosureSection } from '../components/placement-closure-section';
import { PlacementHeader } from '../components/placement-header';
import { SchoolInvitationAnswer } from '../components/school-invitation-answer';
import { SchoolPartForm } from '../components/school-part-form';
import { SendForSignature } from '../components/send-for-signature';
import { SignAgreement } from '../components/sign-agreement';
import { SignaturesPanel } from '../components/signatures-panel';
import { TermsSections } from '../components/terms-sections';
import type { Reader } from '../lib/placement-steps';
import {
  agreementWasSent,
  changeMakesNewVersion,
  mayCancel,
  mayEditEmployerPart,
  mayEditSchoolPart,
  mayNameGuardian,
  maySendForSignature,
  partyOf,
} from '../lib/reader-actions';
import { mustSign } from '../lib/signature-rows';

const READERS: readonly string[] = ['student', 'employer', 'institution', 'admin'];

/**
 * One placement, /placements/:id (docs/product/placements.md#screens), for each of its parties and
 * admins: who takes part and where it stands, the agreement's fields, and what the reader may do
 * now (fill in their part, send it for signature, sign or decline, cancel).
 */
export function PlacementPage() {
  const { t } = useTranslation('placements');
  const { id = '' } = useParams();
  const { data: user } = useCurrentUser();
  const query = usePlacement(id);
  const placement = query.data?.placement;
  const reader = READERS.includes(user?.role ?? '') ? (user!.role as Reader) : null;

  if (!placement || !reader) {
    return (
      <PageContainer title={t('title')} narrow>
        <RecordUnavailable
          pending={query.isPending}
          error={query.error}
          texts={{ loading: t('loading'), afterVerification: t('afterVerification'), notFound: t('notFound'), failed: t('failed') }}
        />
        {/* A school invited to a placement it is not part of yet: its answer (then the placement). */}
        {reader === 'institution' && isMissingRecord(query.error) && <SchoolInvitationAnswer placementId={id} />}
        <HomeLink />
      </PageContainer>
    );
  }

  return (
    <PageContainer title={placement.job.title} description={t('subtitle', { employer: placement.employer.companyName })} narrow>
      <div className="grid gap-8">
        <PlacementHeader placement={placement} reader={reader} />
        <p role="note" className="rounded-md border-l-4 border-primary bg-muted/40 p-3 text-sm">
          {placement.institution ? t('responsibility.school') : t('responsibility.noSchool')}
        </p>
        <PlacementBody placement={placement} reader={reader} />
        <HomeLink />
      </div>
    </PageContainer>
  );
}

/** The parts that change with the step and the reader: signing, their own part's form, the fields, the documents, cancelling. */
function PlacementBody({ placement, reader }: { placement: Placement; reader: Reader }) {
  const { t } = useTranslation('placements');
  const [saved, setSaved] = useState<string | null>(null);
  const party = partyOf(reader);
  const done = (message: string) => () => setSaved(message);

  return (
    <>
      <p aria-live="polite" role="status" className="text-sm font-medium empty:hidden">
        {saved}
      </p>
      {hasHoursLog(placement) && <HoursSection placement={placement} reader={reader} />}
      <PlacementClosureSection placement={placement} reader={reader} />
      {mustSign(placement, party) && <SignAgreement placement={placement} onAnswered={setSaved} />}
      {placement.requiredParties.length > 0 && <SignaturesPanel placement={placement} reader={reader} />}
      {maySendForSignature(placement, reader) && <SendForSignature placement={placement} onSent={done(t('send.sent'))} />}
      {mayNameGuardian(placement, reader) && <GuardianForm placement={placement} onSaved={done(t('form.guardianSaved'))} />}
      {reader === 'student' && placement.institution === null && ['draft', 'employer_completed'].includes(placement.status) && (
        <InviteSchool placement={placement} />
      )}
      <EditablePart placement={placement} reader={reader} onSaved={(message) => setSaved(message)} />
      <AgreementFiles
        placement={placement}
        mayUpload={mayEditEmployerPart(placement, reader)}
        changeMakesNewVersion={changeMakesNewVersion(placement)}
      />
      {agreementWasSent(placement) && <AgreementDocuments placement={placement} />}
      {mayCancel(placement, reader) && (
        <section aria-labelledby="cancel-heading" className="grid gap-2">
          <h2 id="cancel-heading" className="text-lg font-semibold">
            {t('cancel.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('cancel.hint')}</p>
          <CancelDialog placement={placement} />
        </section>
      )}
    </>
  );
}

/**
 * The agreement's fields, read; for the employer or the school whose part is open, a button opens
 * their part's form in their place (open at once when it is their turn).
 */
function EditablePart({ placement, reader, onSaved }: { placement: Placement; reader: Reader; onSaved: (message: string) => void }) {
  const { t } = useTranslation('placements');
  const employer = mayEditEmployerPart(placement, reader);
  const school = mayEditSchoolPart(placement, reader);
  const theirTurn = (employer && placement.nextStep === 'employer_part') || (school && placement.nextStep === 'school_part');
  const [editing, setEditing] = useState(theirTurn);
  const saved = () => {
    setEditing(false);
    onSaved(t('form.saved'));
  };

  if (!(employer || school) || !editing) {
    return (
      <>
        {(employer || school) && (
          <div className="grid gap-2">
            {changeMakesNewVersion(placement) && <NewVersionNotice />}
            <Button variant="outline" className="w-full sm:w-fit" onClick={() => setEditing(true)}>
              {t(employer ? 'form.editEmployerPart' : 'form.editSchoolPart')}
            </Button>
          </div>
        )}
        <TermsSections placement={placement} />
      </>
    );
  }
  return (
    <section aria-labelledby="part-heading" className="grid gap-4">
      <h2 id="part-heading" className="text-xl font-semibold">
        {t(employer ? 'form.employerTitle' : 'form.schoolTitle')}
      </h2>
      {changeMakesNewVersion(placement) && <NewVersionNotice />}
      {employer ? <EmployerPartForm placement={placement} onSaved={saved} /> : <SchoolPartForm placement={placement} onSaved={saved} />}
      <Button variant="ghost" className="w-fit" onClick={() => setEditing(false)}>
        {t('form.close')}
      </Button>
    </section>
  );
}

function NewVersionNotice() {
  const { t } = useTranslation('placements');
  return (
    <p role="note" className="rounded-md border border-amber-500/60 p-3 text-sm">
      {t('form.newVersionNotice')}
    </p>
  );
}

function HomeLink() {
  const { t } = useTranslation('placements');
  return <BackLink to="/">{t('backHome')}</BackLink>;
}
