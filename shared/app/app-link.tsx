// One link component for shared code: the desktop app plugs in react-router's <Link> for client
// navigation, the phone app uses plain anchors (full page loads of fast server-rendered pages).
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
  /** Client navigation keeps the scroll position (e.g. 'load more'); plain anchors ignore it. */
  preventScrollReset?: boolean;
}

const isInternal = (to: string) => to.startsWith('/') && !to.startsWith('//');

function PlainLink({ to, children, preventScrollReset: _keep, ...rest }: AppLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const LinkComponentContext = createContext<ComponentType<AppLinkProps>>(PlainLink);

/** Internal paths go through the app's router link; other addresses open as plain anchors. */
export function AppLink(props: AppLinkProps) {
  const Router = useContext(LinkComponentContext);
  if (!isInternal(props.to)) {
    const { to, children, preventScrollReset: _keep, ...rest } = props;
    const external = /^https?:/.test(to);
    return (
      <a href={to} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return <Router {...props} />;
}
