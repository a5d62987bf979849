import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';
import { sessionStore } from '@/shared/storage/storage';
import type { KycScreenStage } from './stages';

/** An uploaded photo: its object key (what the calls take) and a link to show it. */
export type UploadedPhoto = { key: string; url: string };

/** What the flow remembers in this tab across the OCR page's round trip. */
export type KycFlow = {
  stage?: KycScreenStage;
  idType?: string;
  selfie?: UploadedPhoto;
};

const KEY = 'kyc-flow';
const state = createStore<KycFlow>(sessionStore.get<KycFlow>(KEY) ?? {});

export const kycFlow = {
  get: state.get,
  update(patch: Partial<KycFlow>) {
    const next = { ...state.get(), ...patch };
    sessionStore.set(KEY, next);
    state.set(next);
  },
  subscribe: state.subscribe,
};

export const useKycFlow = (): KycFlow => useSyncExternalStore(kycFlow.subscribe, kycFlow.get);
