import type { DepositMethodCode } from '@ficha/contract';
import { StrokeIcon } from '@/components/icon';

// Drawn like the shared icon set (24 px grid, currentColor strokes); the set has no PIX or bank symbol.
const PATHS: Record<DepositMethodCode, string> = {
  PIX: 'M12 2.5 21.5 12 12 21.5 2.5 12zM8.5 8.5l7 7M15.5 8.5l-7 7',
  BANK_TRANSFER: 'M3 9.5 12 4l9 5.5zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18',
};

export function MethodIcon({ code, size = 26 }: { code: string; size?: number }) {
  const path = PATHS[code as DepositMethodCode] ?? PATHS.BANK_TRANSFER;
  return <StrokeIcon path={path} size={size} />;
}
