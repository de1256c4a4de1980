import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Shared from '@gbx/shared';
import { latePart, useLatePart } from './use-late-part';

// The page's first quiet moment never comes here: only `want` (or an earlier arrival) asks for the code.
vi.mock('@gbx/shared', async (original) => ({ ...(await original<typeof Shared>()), useLoadedAndIdle: () => false }));

describe('a late part', () => {
  it('loads its code once, however many ask', async () => {
    const importer = vi.fn(() => Promise.resolve('code'));
    const part = latePart(importer);
    expect(part.loaded()).toBeNull();
    await Promise.all([part.load(), part.load()]);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toBe('code');
  });

  it('asks again after a failed load (offline, or the area down a moment)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('code');
    const part = latePart<string>(importer);
    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.loaded()).toBeNull();
    await expect(part.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('is null until wanted, then the code; a later user gets it at once, without being wanted', async () => {
    const Code = () => null;
    const part = latePart(() => Promise.resolve(Code));
    const first = renderHook(() => useLatePart(part));
    expect(first.result.current.code).toBeNull();
    act(() => first.result.current.want());
    // The component itself, not called as a state updater.
    await waitFor(() => expect(first.result.current.code).toBe(Code));

    const later = renderHook(() => useLatePart(part));
    // Its first render is still null: a page the server rendered hydrates the still version.
    expect(later.result.current.code).toBeNull();
    await waitFor(() => expect(later.result.current.code).toBe(Code));
  });

  it('stays still when its code cannot load', async () => {
    const part = latePart(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useLatePart(part));
    await act(async () => result.current.want());
    expect(result.current.code).toBeNull();
  });
});
