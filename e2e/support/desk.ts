import type { Browser, Page } from '@playwright/test';

/** A desk screen, where the back-office console is used (1366x768, mouse, no touch). */
export const DESK = {
  viewport: { width: 1366, height: 768 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

/** The seeded demo member (README). */
export const DEMO_MEMBER = { username: 'jogador01', password: 'Jogador2026' };

/** Photographs a screen to docs/screenshots/<name>.png, animations stopped. */
export const screenshotAs = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled' });

/**
 * A desk console signed in with a staff token through the API shortcut (the login itself is tested
 * in admin-console.spec.ts), working on one merchant when one is named.
 */
export async function signedInConsole(browser: Browser, token: string, merchantId?: number) {
  const context = await browser.newContext({ ...DESK, locale: 'pt-BR' });
  await context.addInitScript(
    ([t, m]) => {
      sessionStorage.setItem('ficha-admin-token', t as string);
      if (m) localStorage.setItem('ficha-admin-merchant', String(m));
    },
    [token, merchantId ?? null] as const,
  );
  return context.newPage();
}
