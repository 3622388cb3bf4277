import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/i18n';

// Component tests read the English texts, as the spec writes them.
beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => cleanup());
