import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { imageUrlToFile } from '../api/upload-avatar';

describe('imageUrlToFile', () => {
  it('makes a File named after the picture, with its type', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        }),
    );
    const file = await imageUrlToFile('/avatars/women-2.png', fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith('/avatars/women-2.png');
    expect(file.name).toBe('women-2.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(4);
  });

  it("fails with 'Failed to convert image URL to file' when the picture cannot be read", async () => {
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    const error = await imageUrlToFile('/avatars/x.png', missing as unknown as typeof fetch).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('Failed to convert image URL to file');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      imageUrlToFile('/avatars/x.png', offline as unknown as typeof fetch),
    ).rejects.toThrow('Failed to convert image URL to file');
  });
});
