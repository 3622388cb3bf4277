export { ContractCheckAlert } from './components/contract-check-alert';
export { AgentContractPage } from './components/contract-page';
