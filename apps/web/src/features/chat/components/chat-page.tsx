import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RealAccountNeeded } from '@/components/access-state';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { createVisitor, getChatAccess } from '../api/chat-calls';
import { chatKeys } from '../api/chat-keys';
import { readVisitorToken, saveVisitorToken } from '../api/visitor-token';
import { type ChatIdentity, useChatConversation } from '../use-chat-conversation';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import './chat.css';

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Only a path of this site (CBS_launchChat's backUrl is checked by the server too). */
const safeBack = (value: string | null) =>
  value && /^\/m(?:[/?#]|$)/.test(value) && !/[\\\s]/.test(value) ? value : paths.home();

/**
 * /m/chat: the customer-service chat that CBS_launchChat's chatUrl opens (issue 16 part 4), phone
 * first. Its header takes the launch's headerColor and title, its back button the backUrl. A member
 * chats as themselves; a visitor only when the merchant allows it (else login); a trial user is
 * refused ('free_reject', spec section 6).
 */
export function ChatPage() {
  const session = useSession();
  const whitelabel = useWhitelabel();
  const [params] = useSearchParams();
  const [visitorToken, setVisitorToken] = useState<string>();
  const merchant = whitelabel?.merchantCode;
  const access = useQuery({
    queryKey: chatKeys.access(),
    queryFn: getChatAccess,
    enabled: !session.isLoggedIn,
  });
  const visitorsAllowed = access.data?.visitorsAllowed === true;

  useEffect(() => {
    if (session.isLoggedIn || !visitorsAllowed || !merchant) return;
    const kept = readVisitorToken(merchant);
    if (kept) {
      setVisitorToken(kept);
      return;
    }
    void createVisitor().then(({ visitorToken: token }) => {
      saveVisitorToken(merchant, token);
      setVisitorToken(token);
    });
  }, [session.isLoggedIn, visitorsAllowed, merchant]);

  const identity = useMemo<ChatIdentity | undefined>(() => {
    if (session.isLoggedIn && session.token && !session.isTrial) {
      return { credential: `bearer.${session.token}`, visitor: undefined };
    }
    if (!session.isLoggedIn && visitorToken)
      return { credential: `visitor.${visitorToken}`, visitor: visitorToken };
    return undefined;
  }, [session.isLoggedIn, session.token, session.isTrial, visitorToken]);

  const colour = params.get('headerColor');
  const style = (HEX_COLOUR.test(colour ?? '') ? { '--chat-header': colour } : {}) as CSSProperties;
  const shell = (body: React.ReactNode) => (
    <ChatFrame title={params.get('title')} backUrl={safeBack(params.get('backUrl'))} style={style}>
      {body}
    </ChatFrame>
  );

  if (session.isTrial) return shell(<RealAccountNeeded />);
  if (!session.isLoggedIn) {
    // Spec section 6: a visitor is sent to login, unless the merchant lets visitors chat.
    if (access.isPending || (visitorsAllowed && !identity)) return shell(<ChatSkeleton />);
    if (!visitorsAllowed) return <Navigate to={paths.login()} replace />;
  }
  return shell(<Conversation identity={identity} />);
}

function ChatFrame({
  title,
  backUrl,
  style,
  children,
}: {
  title: string | null;
  backUrl: string;
  style: CSSProperties;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="chat-page" style={style}>
      <header className="chat-header">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('action.back')}
          onClick={() => navigate(backUrl)}
        >
          <Icon name="back" />
        </button>
        <span className="chat-header__avatar" aria-hidden="true">
          <Icon name="headset" size={22} />
        </span>
        <h1 className="chat-header__title">{title?.trim() || t('chat.title')}</h1>
      </header>
      {children}
    </div>
  );
}

function ChatSkeleton() {
  return (
    <div className="chat-list chat-list--loading" aria-busy="true">
      <Skeleton width="60%" height={44} radius={14} />
      <Skeleton width="45%" height={44} radius={14} className="chat-skeleton--mine" />
      <Skeleton width="70%" height={60} radius={14} />
    </div>
  );
}

function Conversation({ identity }: { identity: ChatIdentity | undefined }) {
  const { t, i18n } = useTranslation();
  const chat = useChatConversation(identity, i18n.language.toUpperCase());
  if (!identity || chat.status === 'loading') return <ChatSkeleton />;
  if (chat.status === 'error') {
    return (
      <StateView
        icon="alert"
        tone="danger"
        title={t(`error.${chat.errorCode ?? 'INTERNAL'}` as 'error.INTERNAL', {
          defaultValue: t('error.INTERNAL'),
        })}
      >
        <button type="button" className="btn btn--primary" onClick={() => void chat.reload()}>
          {t('action.retry')}
        </button>
      </StateView>
    );
  }
  return (
    <>
      {chat.connection !== 'open' && (
        <p className="chat-offline" role="status">
          {t('chat.reconnecting')}
        </p>
      )}
      {chat.messages.length === 0 ? (
        <div className="chat-empty">
          <StateView icon="chat" title={t('chat.emptyTitle')} description={t('chat.emptyText')} />
        </div>
      ) : (
        <ChatMessageList
          messages={chat.messages}
          staffReadId={chat.staffReadId}
          staffTyping={chat.staffTyping}
          visitor={identity.visitor}
        />
      )}
      <ChatComposer onSend={chat.sendText} onImage={chat.sendImage} onTyping={chat.typing} />
    </>
  );
}
