import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './rich-content.css';

interface RichContentProps {
  /** HTML the server has already sanitized (DESIGN section 5). */
  html: string;
  className?: string;
}

/**
 * Operator HTML (help articles, announcements). Relative links open inside the site, outside
 * links in a new tab (spec section 2 "Announcement popup").
 */
export function RichContent({ html, className }: RichContentProps) {
  const navigate = useNavigate();

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || href.startsWith('#')) return;
    event.preventDefault();
    if (/^https?:\/\//i.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
    else navigate(href);
  };

  return (
    // The click handler only routes links that are already keyboard-focusable inside the content.
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation for the anchors inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: anchors keep their own keyboard behaviour
    <div
      className={`rich-content${className ? ` ${className}` : ''}`}
      onClick={handleClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (DESIGN section 5)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
