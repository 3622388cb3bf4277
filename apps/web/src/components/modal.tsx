import { type ReactNode, useEffect, useRef, useState } from 'react';
import './modal.css';

// Matches the closing animation in modal.css.
const CLOSE_ANIMATION_MS = 180;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** 'drawer' slides from the left (side menu), 'sheet' from the bottom, 'dialog' sits centred. */
  variant: 'drawer' | 'sheet' | 'dialog';
  label: string;
  className?: string;
  children: ReactNode;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The native <dialog> in modal mode gives focus trapping, Escape, an inert page behind and focus
 * return to the opener for free, which a hand-made overlay gets wrong on mobile screen readers.
 */
export function Modal({ open, onClose, variant, label, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    const dialog = ref.current;
    if (open) {
      // Content renders with `open`, so showModal() can focus its first control.
      setMounted(true);
      setClosing(false);
      if (dialog && !dialog.open) dialog.showModal();
      return;
    }
    if (!dialog?.open) return;
    if (prefersReducedMotion()) {
      dialog.close();
      setMounted(false);
      return;
    }
    setClosing(true);
    const timer = window.setTimeout(() => {
      dialog.close();
      setClosing(false);
      setMounted(false);
    }, CLOSE_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    // Keyboard users close with Escape (the cancel event); the backdrop tap is a pointer-only extra.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={ref}
      className={`modal modal--${variant}${className ? ` ${className}` : ''}`}
      data-closing={closing || undefined}
      aria-label={label}
      onCancel={(event) => {
        // Escape: let the owner close it, so its state stays the single truth.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the <dialog> itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {(open || mounted) && <div className="modal__panel">{children}</div>}
    </dialog>
  );
}
