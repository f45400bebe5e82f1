import { useTranslation } from 'react-i18next';
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
import { VerificationTab } from '../components/verification-tab';

const TABS = ['users', 'jobs', 'verification', 'events', 'auditLog', 'messages', 'newsletter', 'mail'] as const;

/** /admin (docs/product/admin.md). The header (My Account, Log Out) comes from the inner layout. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <PageContainer title={t('dashboard.title')} description={t('dashboard.description')}>
      <div className="grid grid-cols-1 gap-8">
        <ErrorBoundary>
          <StatCards />
        </ErrorBoundary>
        <Tabs defaultValue="users">
          <TabsList aria-label={t('tabs.label')} wrap>
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`tabs.${tab}`)}
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
