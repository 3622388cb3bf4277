import { GameRecordsScreen } from '@/features/games';

/** /m/gameRecord: the member's game rounds, inside the shell's header and bottom menu. */
export function GameRecordRoute() {
  return <GameRecordsScreen />;
}
