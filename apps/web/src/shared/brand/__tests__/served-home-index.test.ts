import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVED_HOME_INDEX_ID, type HomeIndex } from '@pisoplay/contract';
import { currentBrand } from '@/shared/brand/brand';
import { homeIndexQueryOptions, seedServedHomeIndex } from '@/shared/brand/home-index';
import { serveDataBlock } from '@/testing/served-data';

const index = (brand: string): HomeIndex => ({
  version: '1',
  brand,
  top: [{ id: 1, url: 'banners/1.svg', link: '</script>', back_color: '#000' }],
  nav: {},
  list: {},
  logo: { url: 'brand/logo.svg' },
  bottom: [],
  media: [],
});

const servePage = (text: string) => serveDataBlock(SERVED_HOME_INDEX_ID, text);

const cached = (client: QueryClient) => client.getQueryData(homeIndexQueryOptions(null).queryKey);

describe('the home index served with the page', () => {
  afterEach(() => document.getElementById(SERVED_HOME_INDEX_ID)?.remove());

  it('is in the cache before the first render, so the lobby needs no request for it', () => {
    const client = new QueryClient();
    const served = index(currentBrand());
    servePage(JSON.stringify(served).replace(/</g, '\\u003c'));
    seedServedHomeIndex(client);
    expect(cached(client)).toEqual(served);
  });

  it('is left out when it belongs to another brand', () => {
    const client = new QueryClient();
    servePage(JSON.stringify(index('not-this-brand')));
    seedServedHomeIndex(client);
    expect(cached(client)).toBeUndefined();
  });

  it('is left out when the block is damaged or missing, and the app asks as usual', () => {
    const client = new QueryClient();
    seedServedHomeIndex(client);
    servePage('{"brand": "h5", "top": [');
    seedServedHomeIndex(client);
    expect(cached(client)).toBeUndefined();
  });
});
