import { useTranslation } from 'react-i18next';

/**
 * Where to find help in Brazil (issue 19 part 5: "help lines"). Only services that exist and can
 * be checked: CVV (Centro de Valorização da Vida, 188, free and at any hour, cvv.org.br), the
 * Ministry of Health's Disque Saúde (136), which directs callers to their CAPS (the public mental
 * health centres, gambling included), and Jogadores Anônimos' support groups.
 */
const HELP_LINES = [
  { id: 'cvv', phone: '188', url: 'https://cvv.org.br' },
  { id: 'saude', phone: '136', url: 'https://www.gov.br/saude' },
  { id: 'ja', phone: null, url: 'https://jogadoresanonimos.com.br' },
] as const;

export function HelpLines() {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="rg-help-title">
      <h2 id="rg-help-title" className="panel__title">
        {t('rg.helpTitle')}
      </h2>
      <p className="panel__text">{t('rg.helpText')}</p>
      <ul className="rg-help">
        {HELP_LINES.map((line) => (
          <li key={line.id} className="rg-help__line">
            <strong>{t(`rg.help.${line.id}.name`)}</strong>
            <span className="panel__text">{t(`rg.help.${line.id}.what`)}</span>
            <span className="rg-help__ways">
              {line.phone && (
                <a className="btn btn--primary" href={`tel:${line.phone}`}>
                  {t('rg.helpCall', { phone: line.phone })}
                </a>
              )}
              <a className="btn btn--secondary" href={line.url} target="_blank" rel="noopener noreferrer">
                {new URL(line.url).hostname.replace(/^www\./, '')}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
