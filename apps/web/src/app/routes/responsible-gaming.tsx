import { ResponsibleGamingPage } from '@/features/responsible-gaming';

/** /m/member/responsibleGaming: limits, reality check, time-out and self-exclusion (issue 19). */
export function ResponsibleGamingRoute() {
  return <ResponsibleGamingPage />;
}
