import { baccaratRtpModels } from './baccarat/baccarat-rtp.ts';
import { crashRtpModels } from './crash/crash-rtp.ts';
import { diceRtpModels } from './dice/dice-rtp.ts';
import { fishRtpModels } from './fish/fish-rtp.ts';
import { minesRtpModels } from './mines/mines-rtp.ts';
import { moneyWheelRtpModels } from './money-wheel/money-wheel-rtp.ts';
import type { RtpModel } from './rtp.ts';
import { slotsRtpModels } from './slots/slots-rtp.ts';

/** Every studio game's RTP models, one import per game. */
export const RTP_MODELS: readonly RtpModel[] = [
  ...diceRtpModels,
  ...fishRtpModels,
  ...baccaratRtpModels,
  ...minesRtpModels,
  ...slotsRtpModels,
  ...crashRtpModels,
  ...moneyWheelRtpModels,
];
