import { createContext, useContext } from 'react';
import { apiCall, type ApiCall } from './client';

/** The API client hooks call: the real one, unless a test provides another. */
export const ApiClientContext = createContext<ApiCall>(apiCall);

export const useApiCall = (): ApiCall => useContext(ApiClientContext);
