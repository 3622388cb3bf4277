import { LotteryLobbyScreen } from '@/features/lottery-lobby';
import { TitledScreen } from '../shell/titled-screen';

/** /m/lottery: the lottery lobby, with its own top bar (spec section 2: no header or bottom menu). */
export function LotteryRoute() {
  return (
    <TitledScreen titleKey="title.lottery">
      <LotteryLobbyScreen />
    </TitledScreen>
  );
}
