import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PageContainer } from '@web/components/layout/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AccountManagementCard } from '@web/features/account';
import { AdminContactMessages } from '@web/features/contact';
import { AdminEventsTab } from '@web/features/events';
import { AdminMailTab } from '@web/features/mail-admin';
import { AdminNewsletterTab } from '@web/features/newsletter';
import { AuditLogTab } from '../components/audit-log-tab';
import { JobsTab } from '../components/jobs-tab';
import { StatCards } from '../components/stat-cards';
import { UsersTab } from '../components/users-tab';
import { usePendingVerificationCount } from '../api/verifications';
import { VerificationTab } from '../components/verification-tab';

const TABS = ['users', 'jobs', 'verification', 'events', 'auditLog', 'messages', 'newsletter', 'mail'] as const;
type Tab = (typeof TABS)[number];
const FIRST_TAB: Tab = 'users';

/** The open tab, in the address (`/admin?tab=jobs`) so that a reload or a shared link opens it; the first tab has none. */
function useTabInAddress(): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((name) => name === asked) ?? FIRST_TAB;
  const open = (next: string) => setParams(next === FIRST_TAB ? {} : { tab: next }, { replace: true });
  return [tab, open];
}

/** The Verification tab's name, with how many schools and employers wait for a decision. */
function VerificationTabName() {
  const { t } = useTranslation('admin');
  const waiting = usePendingVerificationCount();
  return <>{waiting ? t('tabs.verificationPending', { count: waiting }) : t('tabs.verification')}</>;
}

/** /admin (docs/product/admin.md). The header (My Account, Log Out) comes from the inner layout. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const [tab, openTab] = useTabInAddress();
  return (
    <PageContainer title={t('dashboard.title')} description={t('dashboard.description')}>
      <div className="grid grid-cols-1 gap-8">
        <ErrorBoundary>
          <StatCards />
        </ErrorBoundary>
        <Tabs value={tab} onValueChange={openTab}>
          <TabsList aria-label={t('tabs.label')} wrap>
            {TABS.map((name) => (
              <TabsTrigger key={name} value={name}>
                {name === 'verification' ? <VerificationTabName /> : t(`tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="users" className="pt-4">
            <ErrorBoundary>
              <UsersTab />
            </ErrorBoundary>
          </TabsContent>
          <TabsContent value="jobs" className="pt-4">
            <ErrorBoundary>
              <JobsTab />
            </ErrorBoundary>
          </TabsContent>
          <TabsContent value="verification" className="pt-4">
            <VerificationTab />
          </TabsContent>
          <TabsContent value="events" className="pt-4">
            <ErrorBoundary>
              <AdminEventsTab />
            </ErrorBoundary>
          </TabsContent>
          <TabsContent value="auditLog" className="pt-4">
            <ErrorBoundary>
              <AuditLogTab />
            </ErrorBoundary>
          </TabsContent>
          <TabsContent value="messages" className="pt-4">
            <ErrorBoundary>
              <AdminContactMessages />
            </ErrorBoundary>
          </TabsContent>
          <TabsContent value="newsletter" className="pt-4">
            <ErrorBoundary>
              <AdminNewsletterTab />
            </ErrorBoundary>
          </TabsContent>
          <TabsContent value="mail" className="pt-4">
            <ErrorBoundary>
              <AdminMailTab />
            </ErrorBoundary>
          </TabsContent>
        </Tabs>
        <ErrorBoundary>
          <AccountManagementCard />
        </ErrorBoundary>
      </div>
    </PageContainer>
  );
}
