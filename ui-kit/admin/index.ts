/**
 * Operator screens (SPEC.md §2 admin panel, message monitoring, conversation analytics and the other admin
 * pages): pure components, props in and callbacks out; the app wires them to the /api/admin calls.
 */
export { AdminLoginCard, type AdminLoginCardProps } from './AdminLoginCard';
export { AdminPanelScreen, type AdminPanelScreenProps, type AdminPanelTab } from './AdminPanelScreen';
export { AdminLoadState, type AdminLoadStateProps, type AdminLoadStatus } from './AdminLoadState';
export { PaymentManagement, countByStatus, type PaymentManagementProps } from './PaymentManagement';
export { PaymentRequestCard, type PaymentRequestCardProps } from './PaymentRequestCard';
export { PaymentStatusBadge, isKnownStatus } from './PaymentStatusBadge';
export { PaymentViewDialog, type PaymentViewDialogProps } from './PaymentViewDialog';
export { VisitorAnalyticsTab, type VisitorAnalyticsTabProps } from './VisitorAnalyticsTab';
export { MessageMonitoringScreen, type MessageMonitoringScreenProps, type MonitoringTab } from './MessageMonitoringScreen';
export { AdminMessagesPanel, type AdminMessagesPanelProps } from './AdminMessagesPanel';
export { AdminConversationsPanel, type AdminConversationsPanelProps } from './AdminConversationsPanel';
export { AdminUsersPanel, type AdminUsersPanelProps } from './AdminUsersPanel';
export {
  ConversationAnalyticsScreen,
  isDashboardEmpty,
  type AnalysisProgress,
  type ConversationAnalyticsScreenProps,
} from './ConversationAnalyticsScreen';
export { AnalyticsDashboardView, type AnalyticsDashboardViewProps } from './AnalyticsDashboardView';
export { AnalyticsDemoScreen, DEMO_FADE_IN_MS, demoDashboard } from './AnalyticsDemoScreen';
export { MessageTrackingScreen, type MessageTrackingScreenProps } from './MessageTrackingScreen';
export { BarList, type BarItem, type BarListProps } from './BarList';
export { DonutChart, type DonutChartProps, type DonutSlice } from './DonutChart';
export { HourlyChart, type HourlyChartProps } from './HourlyChart';
export { pageNameKey } from './pageNames';
export { adminPaths, type AdminToolPaths } from './adminPaths';
export { cutText, referrerHost, useAdminFormat, type AdminFormat } from './adminFormat';
