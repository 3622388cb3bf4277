import { useEffect, useRef } from 'react';

/**
 * A view that replaces a form (the PIX charge, a result) takes the focus on its title: a screen
 * reader reads where the member now is, and the browser scrolls it into view from wherever the
 * submit button was.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
