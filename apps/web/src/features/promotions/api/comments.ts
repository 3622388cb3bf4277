import type { PostCommentBody, PromotionComment, PromotionCommentPage } from '@ficha/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/session';
import { merchantPagesQuery } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';

export const COMMENTS_PAGE_SIZE = 10;

const commentKeys = {
  all: (promotionId: number) => ['promotions', 'comments', promotionId] as const,
  list: (promotionId: number, user: string) => ['promotions', 'comments', promotionId, user] as const,
};

/** A promotion's approved comments (and the member's own waiting ones), newest first; 'more' pages on. */
export function usePromotionComments(promotionId: number) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: commentKeys.list(promotionId, session.userName ?? ''),
    ...merchantPagesQuery((pageNo, signal) =>
      apiGet<PromotionCommentPage>(`/wps/promotions/${promotionId}/comments`, {
        params: { pageNo, pageSize: COMMENTS_PAGE_SIZE },
        signal,
      }),
    ),
  });
}

/** Posts a comment (text and base64 images); the list is read again so it shows as waiting. */
export function usePostComment(promotionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PostCommentBody) =>
      apiSend<PromotionComment>('POST', `/wps/promotions/${promotionId}/comments`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.all(promotionId) }),
  });
}
