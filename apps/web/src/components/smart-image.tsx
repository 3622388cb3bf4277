import { createContext, useContext, useState } from 'react';
import { type ImageHosts, imageCandidates } from '@/lib/image-url';

/** The merchant's image hosts, provided once the whitelabel is known (spec section 9). */
export const ImageHostsContext = createContext<ImageHosts | undefined>(undefined);

interface SmartImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Above-the-fold images (logo, first banner) load at once; the rest wait until near the viewport. */
  eager?: boolean;
  /** The page's largest image (the first banner): fetched at once and ahead of the others. */
  priority?: boolean;
  /**
   * Not fetched yet: the <img> stands with its name and size but no source, for a picture that
   * loading="lazy" would still fetch (a carousel's far slides sit beside the viewport, not below).
   */
  deferred?: boolean;
}

/**
 * An <img> that walks CDN -> default host -> plain URL on load errors, then shows a neutral
 * placeholder instead of a broken-image icon.
 */
export function SmartImage({
  src,
  alt,
  className,
  width,
  height,
  eager = false,
  priority = false,
  deferred = false,
}: SmartImageProps) {
  const hosts = useContext(ImageHostsContext);
  const candidates = imageCandidates(src, hosts);
  const [attempt, setAttempt] = useState({ src, index: 0 });
  // A new src starts over from the first candidate.
  const index = attempt.src === src ? attempt.index : 0;
  const current = candidates[index];

  if (!current) {
    return <span className={`img-fallback${className ? ` ${className}` : ''}`} role="img" aria-label={alt} />;
  }
  return (
    <img
      className={className}
      src={deferred ? undefined : current}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setAttempt({ src, index: index + 1 })}
    />
  );
}
