export { useMemberInfo } from './api/get-member-info';
export { memberKeys } from './api/member-keys';
export { MemberCentre } from './components/member-centre';
