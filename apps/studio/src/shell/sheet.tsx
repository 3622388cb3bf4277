import { type ReactNode, useEffect, useRef } from 'react';

/** A bottom sheet over the game (rules, fairness): a modal dialog, closed by Escape or the button. */
export function Sheet({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="sheet" aria-label={title} onClose={onClose} onCancel={onClose}>
      <header className="sheet__head">
        <h2>{title}</h2>
        <button type="button" className="sheet__close" onClick={onClose} aria-label={closeLabel}>
          ✕
        </button>
      </header>
      <div className="sheet__body">{children}</div>
    </dialog>
  );
}
