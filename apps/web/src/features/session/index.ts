export type { Session } from './use-session';
export { useSession } from './use-session';
