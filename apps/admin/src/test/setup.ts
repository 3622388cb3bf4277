import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/i18n/i18n';

// happy-dom has no document.fonts; Mantine's autosizing textarea listens to it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Component tests read the English texts.
beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => cleanup());
