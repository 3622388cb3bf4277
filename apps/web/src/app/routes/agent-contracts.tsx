import { AgentContractPage } from '@/features/agent-contracts';
import { MembersOnly } from './members-only';

/** /m/member/agent/getSalaryContract: the daily salary contract (issue 17 part 3). */
export function SalaryContractRoute() {
  return (
    <MembersOnly real>
      <AgentContractPage kind="DAILY_SALARY" />
    </MembersOnly>
  );
}

/** /m/member/agent/getDevidendContract: the dividend contract. */
export function DividendContractRoute() {
  return (
    <MembersOnly real>
      <AgentContractPage kind="DIVIDEND" />
    </MembersOnly>
  );
}

/** /m/member/agent/getHourContract: the hourly salary contract. */
export function HourContractRoute() {
  return (
    <MembersOnly real>
      <AgentContractPage kind="HOURLY_SALARY" />
    </MembersOnly>
  );
}
