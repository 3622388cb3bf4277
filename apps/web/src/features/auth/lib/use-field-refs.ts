import { useCallback, useRef } from 'react';

/** The inputs of a form by field name, so validation can focus the first invalid one (spec section 4). */
export function useFieldRefs<F extends string>() {
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const ref = useCallback(
    (field: F) => (element: HTMLInputElement | null) => {
      refs.current[field] = element;
    },
    [],
  );
  const focus = useCallback((field: F) => {
    const element = refs.current[field];
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return { ref, focus };
}
