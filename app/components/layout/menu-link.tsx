import { Link } from 'react-router';
import type { MenuItem } from '../../site-shell/site-shell.types.ts';

/** A menu item: internal paths go through the router, external links open as plain anchors. */
export function MenuLink({ item, className, onNavigate }: { item: MenuItem; className?: string; onNavigate?: () => void }) {
  if (item.isExternalLink) {
    return (
      <a href={item.url} className={className} onClick={onNavigate}>
        {item.title}
      </a>
    );
  }
  return (
    <Link to={item.url} className={className} onClick={onNavigate}>
      {item.title}
    </Link>
  );
}
