/**
 * The router-aware link injected into ui-kit screens (which never import react-router).
 * In-app paths navigate client-side; /api/* and external addresses stay full-page navigations.
 */
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { AppLinkProps } from '../ui-kit/layout/AppLink';

export const RouterLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function RouterLink({ href, ...rest }, ref) {
  if (!href.startsWith('/') || href.startsWith('/api/')) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});
