import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/i18n/i18n';

// Component tests read the English texts.
beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => cleanup());
