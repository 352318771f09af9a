/** Developer tools shown by the app in development and to the admin account only. */
export { DiagnosticPanel, type DiagnosticPanelProps, type DiagnosticSubscription, type DiagnosticUser } from './DiagnosticPanel';
