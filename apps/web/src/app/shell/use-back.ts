import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { RouteMeta } from '../route-table';

/**
 * Spec section 2 'Page shell': back goes to /m/home on the routes that say so (by replace, as the
 * register and message screens require); elsewhere it goes back, or home when this visit has no
 * earlier page (a shared link opened cold).
 */
export function useBack(target: RouteMeta['backTarget']): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries; 0 is the page this visit started on.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (target === 'back' && index > 0) navigate(-1);
    else navigate(paths.home(), { replace: true });
  }, [navigate, target]);
}
