import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { endSession } from '../session-lifecycle';

export function deleteLogout(): Promise<null> {
  return apiSend<null>('DELETE', '/wps/session/logout');
}

/**
 * Spec section 4 'Logout': the call revokes the token on the server; the local session ends
 * whatever the answer, since a token the server no longer knows must not keep the player signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogout,
    onSettled: () => endSession(queryClient),
  });
}
