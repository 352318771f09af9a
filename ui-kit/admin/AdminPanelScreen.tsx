/**
 * /admin-panel with an admin session (SPEC.md §2): a header with the title and Logout, and two tabs, Payment
 * Management and Analytics. The tab contents come in as nodes (PaymentManagement, VisitorAnalyticsTab) so the
 * app wires each to its own queries.
 */
import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Tab, TabList, TabPanel, Tabs } from '../primitives/Tabs';
import { AdminPage, PageTitle, TitleRow } from './adminStyles';

export type AdminPanelTab = 'payments' | 'analytics';

export interface AdminPanelScreenProps {
  /** The selected tab. */
  tab: AdminPanelTab;
  /** Another tab was chosen. */
  onTabChange: (tab: AdminPanelTab) => void;
  /** Logout was pressed. */
  onLogout: () => void;
  /** The logout call is running. */
  loggingOut?: boolean;
  /** Content of the Payment Management tab. */
  paymentsTab: ReactNode;
  /** Content of the Analytics tab. */
  analyticsTab: ReactNode;
}

/** The admin panel: header, Logout, and the two tabs. */
export function AdminPanelScreen({ tab, onTabChange, onLogout, loggingOut = false, paymentsTab, analyticsTab }: AdminPanelScreenProps) {
  const t = useT();
  return (
    <AdminPage>
      <TitleRow as="header">
        <PageTitle>{t('admin.panel.title')}</PageTitle>
        <Button variant="secondary" onPress={onLogout} isPending={loggingOut}>
          <LogOut aria-hidden="true" />
          {t('admin.logout')}
        </Button>
      </TitleRow>
      <Tabs selectedKey={tab} onSelectionChange={(key: Key) => onTabChange(key === 'analytics' ? 'analytics' : 'payments')}>
        <TabList aria-label={t('admin.panel.title')}>
          <Tab id="payments">{t('admin.tab.payments')}</Tab>
          <Tab id="analytics">{t('admin.tab.analytics')}</Tab>
        </TabList>
        <TabPanel id="payments">{paymentsTab}</TabPanel>
        <TabPanel id="analytics">{analyticsTab}</TabPanel>
      </Tabs>
    </AdminPage>
  );
}
