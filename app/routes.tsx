/**
 * The route table of SPEC.md §2. Each route names its page module (split per route) and whether the shared
 * header shows.
 */
import { matchPath } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** The shared header is hidden on the auth pages and the card payment page. */
  hideHeader?: boolean;
}

const forgotPassword = lazyPage(() => import('./pages/auth/ForgotPasswordRoute'));

export const notFoundPage = lazyPage(() => import('./pages/NotFoundRoute'));

export const routes: AppRoute[] = [
  { path: '/', page: lazyPage(() => import('./pages/HomeRoute')) },
  { path: '/chat', page: lazyPage(() => import('./pages/chat/ChatRoute')) },
  { path: '/subscribe', page: lazyPage(() => import('./pages/payments/SubscribeRoute')) },
  { path: '/study-packs', page: lazyPage(() => import('./pages/StudyPacksRoute')) },
  { path: '/payment-iframe', page: lazyPage(() => import('./pages/payments/PaymentIframeRoute')), hideHeader: true },
  { path: '/vodafone-payment', page: lazyPage(() => import('./pages/payments/VodafonePaymentRoute')) },
  { path: '/payment-confirmation/:requestId', page: lazyPage(() => import('./pages/payments/PaymentConfirmationRoute')) },
  { path: '/auth/login', page: lazyPage(() => import('./pages/auth/LoginRoute')), hideHeader: true },
  { path: '/auth/signup', page: lazyPage(() => import('./pages/auth/SignupRoute')), hideHeader: true },
  { path: '/auth/forgot-password', page: forgotPassword, hideHeader: true },
  { path: '/forgot-password', page: forgotPassword, hideHeader: true },
  { path: '/auth/reset-password', page: lazyPage(() => import('./pages/auth/ResetPasswordRoute')), hideHeader: true },
  { path: '/auth/verify-email', page: lazyPage(() => import('./pages/auth/VerifyEmailRoute')), hideHeader: true },
  { path: '/login', page: lazyPage(() => import('./pages/auth/SimpleLoginRoute')) },
  { path: '/admin-panel', page: lazyPage(() => import('./pages/admin/AdminPanelRoute')) },
  { path: '/admin-dashboard', page: lazyPage(() => import('./pages/admin/AdminDashboardRoute')) },
  { path: '/analytics', page: lazyPage(() => import('./pages/admin/AnalyticsRoute')) },
  { path: '/analytics-demo', page: lazyPage(() => import('./pages/admin/AnalyticsDemoRoute')) },
  { path: '/message-tracking', page: lazyPage(() => import('./pages/admin/MessageTrackingRoute')) },
  { path: '/payment-success', page: lazyPage(() => import('./pages/payments/PaymentSuccessRoute')) },
  { path: '/billing', page: lazyPage(() => import('./pages/payments/BillingRoute')) },
  { path: '/support', page: lazyPage(() => import('./pages/payments/SupportRoute')) },
];

/** The route a path renders, or undefined for the 404 page. */
export function matchRoute(pathname: string): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** Loads the module of whatever page `pathname` shows, so SSR and hydration never suspend. */
export function preloadRoute(pathname: string): Promise<void> {
  return (matchRoute(pathname)?.page ?? notFoundPage).preload();
}
