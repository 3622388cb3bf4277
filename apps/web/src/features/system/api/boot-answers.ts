import type { Consolidated, DomainRoute, LanguageCode } from '@ficha/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adoptDomainRoute, rememberedMerchant } from './get-domain-route';
import { systemKeys } from './system-keys';

/** What the server writes into the home page (apps/server/src/plugins/home-page.ts). */
interface BootAnswers {
  language: LanguageCode;
  domainRoute: DomainRoute;
  consolidated: Consolidated;
}

function readBootAnswers(): BootAnswers | undefined {
  const element = document.getElementById('ficha-boot');
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const answers = JSON.parse(element.textContent) as BootAnswers;
    return answers.domainRoute?.merchantCode && answers.consolidated?.whitelabel ? answers : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the answers the home page arrived with (this host's merchant and its consolidated settings)
 * in the query cache as fresh, so the first render need not wait two round trips for them. Only
 * when they are in the boot language and for the merchant this browser already uses, if any;
 * otherwise the site asks as usual. Returns whether they were taken.
 */
export function takeBootAnswers(client: QueryClient, language: LanguageCode): boolean {
  const answers = readBootAnswers();
  if (!answers || answers.language !== language) return false;
  const remembered = rememberedMerchant();
  if (remembered && remembered !== answers.domainRoute.merchantCode) return false;
  adoptDomainRoute(answers.domainRoute);
  client.setQueryData(systemKeys.domainRoute(), answers.domainRoute);
  client.setQueryData(systemKeys.consolidated(language), answers.consolidated);
  return true;
}
