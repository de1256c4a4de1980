import type { MouseEvent, ReactNode } from 'react';
import { revealSection } from './use-scroll-to-top';

/**
 * A link to a section of the same page: it scrolls to the section and moves the
 * keyboard focus there, and records the fragment in the address (so it can be
 * shared) without adding a history entry, so BACK still leaves the page.
 */
export function InPageLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(to);
    if (!target) return;
    event.preventDefault();
    revealSection(target);
    window.history.replaceState(window.history.state, '', `#${to}`);
  };
  return (
    <a href={`#${to}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
