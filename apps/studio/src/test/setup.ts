import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
