import { AgentContractPage } from '@/features/agent-contracts';

/** /m/member/agent/getSalaryContract: the daily salary contract (issue 17 part 3). */
export function SalaryContractRoute() {
  return <AgentContractPage kind="DAILY_SALARY" />;
}

/** /m/member/agent/getDevidendContract: the dividend contract. */
export function DividendContractRoute() {
  return <AgentContractPage kind="DIVIDEND" />;
}

/** /m/member/agent/getHourContract: the hourly salary contract. */
export function HourContractRoute() {
  return <AgentContractPage kind="HOURLY_SALARY" />;
}
