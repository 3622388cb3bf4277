import type { Banner } from '@ficha/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BannerCarousel } from './banner-carousel';

const banners = [1, 2, 3, 4].map((n) => ({
  id: String(n),
  url: `/static/banner-${n}.png`,
  title: `Banner ${n}`,
  link: null,
})) as unknown as Banner[];

/** The src of every slide's image, in track order (clones included), '' where none is set yet. */
function trackSources(): string[] {
  return [...document.querySelectorAll('.banner-carousel__slide img')].map(
    (img) => img.getAttribute('src') ?? '',
  );
}

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the current banner and its two neighbours first, then each slide as the track nears it', () => {
    renderWithProviders(<BannerCarousel banners={banners} />);
    // Track: [clone of 4] 1 2 3 4 [clone of 1]; the first real banner is current.
    expect(trackSources()).toEqual([
      '/static/banner-4.png',
      '/static/banner-1.png',
      '/static/banner-2.png',
      '',
      '',
      '',
    ]);
    // Every slide keeps its name for assistive technology while it waits.
    expect(screen.getAllByAltText(/Banner [1-4]/)).toHaveLength(6);

    // Spec section 9: autoplay every 5000 ms.
    act(() => vi.advanceTimersByTime(5000));
    expect(trackSources()).toEqual([
      '/static/banner-4.png',
      '/static/banner-1.png',
      '/static/banner-2.png',
      '/static/banner-3.png',
      '',
      '',
    ]);
  });
});
