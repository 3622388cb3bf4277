// The contrast rule lives in the contract, so the back office's phone preview draws text on the
// brand colour exactly as the site does.
export { contrastRatio, MIN_TEXT_CONTRAST, parseColour, readableOn } from '@ficha/contract';
