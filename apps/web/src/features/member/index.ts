export { useMemberInfo } from './api/get-member-info';
export { memberKeys } from './api/member-keys';
export { useSavePaymentPassword } from './api/payment-password';
export { MemberCentre } from './components/member-centre';
export { PaymentPasswordSheet } from './components/payment-password-sheet';
