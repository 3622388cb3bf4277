import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { DownlineForm } from './downline-form';
import { DownlineList } from './downline-list';
import { InviteLinks } from './invite-links';
import { TeamFigures } from './team-figures';
import './agents.css';

const TABS = ['home', 'team', 'links', 'open'] as const;
type Tab = (typeof TABS)[number];

/**
 * /m/agentRegister (spec sections 2 and 6: where the refer tile sends an agent): the agent's home
 * with the team's figures, its downlines, its invitation links with QR and share, and a form to
 * open an account for a new downline. A member who is not an agent is told so and sent to invite
 * friends instead.
 */
export function AgentPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [tab, setTab] = useState<Tab>('home');
  if (!session.isLoggedIn)
    return (
      <StateView
        icon="login"
        title={t('agents.loginFirst')}
        action={{ to: paths.login(), label: t('agents.login') }}
      />
    );
  if (!session.isAgent)
    return (
      <StateView
        icon="briefcase"
        title={t('agents.notAgent')}
        action={{ to: paths.inviteFriends(), label: t('title.inviteFriends') }}
      />
    );
  return (
    <div className="panel-page">
      <div className="agents-tabs agents-tabs--top" role="tablist" aria-label={t('title.agentRegister')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? 'agents-tab agents-tab--on' : 'agents-tab'}
            onClick={() => setTab(key)}
          >
            {t(`agents.tab.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'home' && <TeamFigures />}
      {tab === 'team' && <DownlineList />}
      {tab === 'links' && <InviteLinks />}
      {tab === 'open' && <DownlineForm />}
    </div>
  );
}
