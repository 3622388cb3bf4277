import { NON_AGENT_TYPES } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { useContractCheck } from '../api/agent-contracts';

/**
 * Spec section 4 'Agent contract check': members not of type 4, 40, 41, 42 with flag AGENTPOLICY3
 * get a check on home load; if a daily salary, dividend or hourly salary request is pending an
 * alert with cancel and go buttons leads to the matching contract page.
 */
export function ContractCheckAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const flags = useWhitelabel()?.flags as Record<string, unknown> | undefined;
  const [dismissed, setDismissed] = useState(false);
  const enabled =
    session.isLoggedIn &&
    session.type !== undefined &&
    !(NON_AGENT_TYPES as readonly number[]).includes(session.type) &&
    flags?.AGENTPOLICY3 === true;
  const check = useContractCheck(enabled);
  const value = check.data;
  const target = !value
    ? null
    : value.dailysalreqtype === 1
      ? paths.salaryContract()
      : value.divtypecompperiodreq === 1
        ? paths.dividendContract()
        : value.contracthoursalreq === 1
          ? paths.hourContract()
          : null;
  if (!enabled || dismissed || !target) return null;
  return (
    <Modal open onClose={() => setDismissed(true)} variant="dialog" label={t('agentContracts.alertTitle')}>
      <div className="agc-card">
        <h2 className="agc-card__title">{t('agentContracts.alertTitle')}</h2>
        <p className="agc-card__text">{t('agentContracts.alertText')}</p>
        <div className="agc-card__actions">
          <button type="button" className="agc-button agc-button--ghost" onClick={() => setDismissed(true)}>
            {t('agentContracts.cancel')}
          </button>
          <button type="button" className="agc-button" onClick={() => navigate(target)}>
            {t('agentContracts.go')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
