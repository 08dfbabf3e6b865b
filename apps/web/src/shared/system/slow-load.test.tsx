import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_LOAD_MS, useSlowLoad } from './slow-load';

afterEach(() => vi.useRealTimers());

describe('useSlowLoad', () => {
  it('turns true once loading has lasted SLOW_LOAD_MS, and counts afresh for the next load and for a retry', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading, attempt }) => useSlowLoad(loading, attempt), {
      initialProps: { loading: true, attempt: 0 },
    });
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    rerender({ loading: false, attempt: 0 });
    expect(result.current).toBe(false);
    rerender({ loading: true, attempt: 0 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS));
    expect(result.current).toBe(true);

    rerender({ loading: true, attempt: 1 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS));
    expect(result.current).toBe(true);
  });
});
