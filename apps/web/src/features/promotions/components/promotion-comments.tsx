import type { PromotionComment } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { ButtonLink } from '@/components/button-link';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { DateTime } from '@/features/wallet';
import { usePromotionComments } from '../api/comments';
import { CommentForm } from './comment-form';
import './promotion-comments.css';

/**
 * The comments of /m/activityDetail (issue 18 part 2): the approved ones, newest first, with their
 * images loaded as they scroll into view, and the member's own waiting ones marked; a real member
 * writes one, a visitor is asked to log in and a trial user to register ('free_reject').
 */
export function PromotionComments({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  return (
    <section className="promo-comments" aria-labelledby="promo-comments-title">
      <h2 id="promo-comments-title" className="promo-section-title">
        {t('promotionComments.title')}
      </h2>
      <WriteComment promotionId={promotionId} />
      <CommentList promotionId={promotionId} />
    </section>
  );
}

function WriteComment({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.isLoggedIn)
    return (
      <div className="promo-comments__gate">
        <p>{t('promotionComments.loginToComment')}</p>
        <ButtonLink to={paths.login()} look="primary" size="sm">
          {t('nav.login')}
        </ButtonLink>
      </div>
    );
  if (session.isTrial)
    return (
      <div className="promo-comments__gate">
        <p>{t('free_reject')}</p>
        <ButtonLink to={paths.register()} look="primary" size="sm">
          {t('nav.register')}
        </ButtonLink>
      </div>
    );
  return <CommentForm promotionId={promotionId} />;
}

function CommentList({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const comments = usePromotionComments(promotionId);
  if (comments.isPending)
    return (
      <div aria-hidden="true">
        <Skeleton width="100%" height={56} />
      </div>
    );
  if (comments.isError)
    return (
      <ErrorRetry
        error={comments.error}
        onRetry={() => comments.refetch()}
        isRetrying={comments.isFetching}
      />
    );
  const list = comments.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <p className="promo-comments__empty">{t('promotionComments.empty')}</p>;
  return (
    <>
      <ul className="promo-comments__list">
        {list.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      {comments.hasNextPage && (
        <BusyButton
          className="btn btn--outline btn--block"
          isBusy={comments.isFetchingNextPage}
          onClick={() => comments.fetchNextPage()}
        >
          {t('promotionComments.more')}
        </BusyButton>
      )}
    </>
  );
}

function CommentItem({ comment }: { comment: PromotionComment }) {
  const { t } = useTranslation();
  const author = comment.isOwn ? t('promotionComments.you') : comment.username;
  const isPending = comment.status === 'PENDING';
  return (
    <li className="promo-comment" data-pending={isPending || undefined}>
      <div className="promo-comment__head">
        <strong>{author}</strong>
        <DateTime iso={comment.createdAt} />
        {isPending && <span className="promo-comment__badge">{t('promotionComments.pending')}</span>}
      </div>
      <p className="promo-comment__text">{comment.text}</p>
      {comment.imageUrls.length > 0 && (
        <div className="promo-comment__images">
          {comment.imageUrls.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                alt={t('promotionComments.imageAlt', { n: index + 1, user: author })}
                loading="lazy"
                decoding="async"
                width={96}
                height={96}
              />
            </a>
          ))}
        </div>
      )}
      {isPending && comment.imageCount > 0 && (
        <p className="promo-comment__note">
          {t('promotionComments.pendingImages', { count: comment.imageCount })}
        </p>
      )}
    </li>
  );
}
