import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './phone-preview.css';

/**
 * How the popup will look on a phone (spec section 2 'Announcement popup': up to two title tabs,
 * rich content, a close button). The content is drawn in a sandboxed frame that runs no script, so
 * what an editor types before saving cannot act in the console; the server sanitizes it on save.
 * Design pixels become 1/100 rem of a 750 px layout (spec section 9), as on the phone.
 */
export function PhonePreview({ titles, html }: { titles: string[]; html: string }) {
  const { t } = useTranslation();
  const tabs = titles.slice(0, 2);
  const scaled = html.replace(
    /style="([^"]*)"/g,
    (_w, style: string) =>
      `style="${style.replace(/(\d+(?:\.\d+)?)px/g, (_p, n: string) => `calc(${Number(n) / 100} * 360px / 7.5)`)}"`,
  );
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>
    body{margin:0;padding:12px;font:14px/1.45 system-ui,sans-serif;color:#1f2933;background:#fff}
    img{max-width:100%;height:auto} a{color:#12a150}
  </style></head><body>${scaled}</body></html>`;
  return (
    <Box className="phone-preview" aria-label={t('messages.preview.label')} role="figure">
      <div className="phone-preview__screen">
        <div className="phone-preview__backdrop">
          <div className="phone-preview__card">
            <div className="phone-preview__head">
              <span>{t('messages.preview.heading')}</span>
              <span aria-hidden="true">✕</span>
            </div>
            {tabs.length > 1 && (
              <div className="phone-preview__tabs">
                {tabs.map((title, index) => (
                  <span key={title} data-active={index === 0 || undefined}>
                    {title}
                  </span>
                ))}
              </div>
            )}
            {tabs.length === 1 && <div className="phone-preview__title">{tabs[0]}</div>}
            <iframe
              className="phone-preview__content"
              title={t('messages.preview.label')}
              sandbox=""
              srcDoc={doc}
            />
          </div>
        </div>
      </div>
      <Text size="xs" c="dimmed" ta="center" mt={6}>
        {t('messages.preview.note')}
      </Text>
    </Box>
  );
}
