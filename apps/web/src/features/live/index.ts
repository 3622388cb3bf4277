export { type LiveStatus, liveChannel } from './live-channel';
export { useLiveFrames, useLiveHold, useLiveStatus } from './use-live';
