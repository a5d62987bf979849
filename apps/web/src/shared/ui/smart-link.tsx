import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

/** An app path ('/docs/faq') stays in the app; any other address opens in a new tab. */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
