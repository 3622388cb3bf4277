import { useLocale } from './money';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/** An ISO timestamp in the player's language and time zone (STYLE: dates through Intl). */
export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className={className}>{iso}</span>;
  return (
    <time className={className} dateTime={iso}>
      {formatterFor(locale).format(date)}
    </time>
  );
}
