import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';

/**
 * A QR code of `text`, drawn as SVG by the `qrcode` library (loaded only when a code is shown, so
 * no other page pays for it) and shown as an image that can be saved or scanned from a screenshot.
 */
export function QrCode({ text, size = 168 }: { text: string; size?: number }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode').then(({ default: QRCode }) =>
      QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => {
        if (isCurrent) setSvg(drawn);
      }),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (!svg) return <Skeleton width={size} height={size} />;
  return (
    <img
      className="agents-qr"
      width={size}
      height={size}
      alt={t('agents.qrAlt')}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
    />
  );
}
