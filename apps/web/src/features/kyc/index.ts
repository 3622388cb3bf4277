export { useKycState } from './api/kyc';
export { KycPage } from './components/kyc-page';
