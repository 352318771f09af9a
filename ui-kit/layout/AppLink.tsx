/**
 * How ui-kit renders a link without knowing the router: screens take a `LinkComponent` prop with this
 * shape and default to a plain <a>. The app injects a wrapper around react-router's Link, e.g.
 * `({ href, ...rest }) => <Link to={href} {...rest} />`, so ui-kit never imports react-router.
 */
import type { AnchorHTMLAttributes, ComponentType } from 'react';

/** Props every injected link component must accept: an anchor's attributes with a required `href`. */
export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A link renderer the app can swap for its router's Link. */
export type LinkComponent = ComponentType<AppLinkProps>;

/** The default link: a plain anchor (full page navigation). */
export function DefaultLink(props: AppLinkProps) {
  return <a {...props} />;
}
