import type { KycOcr } from '@pisoplay/contract';
import type { IdOcrProvider, OcrOutcome } from './id-ocr.ts';

/**
 * Didit (verification.didit.me), an ID-verification service that reads Philippine IDs (UMID,
 * driver's licence, passport, PhilSys and others): a hosted session per verification. Start:
 * `POST /v3/session/` with our transaction as `vendor_data` and the player's return address as
 * `callback`; answer `url` (where the player goes) and `session_id` (our reference). Outcome:
 * `GET /v3/session/{id}/decision/`; 'Approved' with its first ID verification is a success,
 * 'Declined' a failure, any other status not finished yet. Tested against a local stand-in of
 * this API (docs/kyc.md).
 */
export type DiditOptions = {
  baseUrl: string;
  apiKey: string;
  workflowId: string;
  fetch?: typeof fetch;
  /** How long one call may take. */
  timeoutMs?: number;
};

type IdVerification = {
  status?: string;
  document_type?: string;
  document_number?: string;
  personal_number?: string;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  date_of_birth?: string;
  gender?: string;
  nationality?: string;
  address?: string;
  front_image?: string;
  portrait_image?: string;
};

type Decision = {
  session_id: string;
  status: string;
  id_verifications?: IdVerification[];
  id_verification?: IdVerification;
};

export class IdOcrProviderError extends Error {}

export function createDiditProvider(options: DiditOptions): IdOcrProvider {
  const http = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await http(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': options.apiKey,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    }).catch((error: unknown) => {
      throw new IdOcrProviderError(`Didit unreachable: ${String(error)}`);
    });
    if (!response.ok) throw new IdOcrProviderError(`Didit answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async function download(url: string | undefined) {
    if (!url) return undefined;
    const response = await http(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    if (!response.ok) return undefined;
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  return {
    kind: 'didit',
    async start(s) {
      const session = await request<{ session_id: string; url: string }>('POST', '/v3/session/', {
        workflow_id: options.workflowId,
        vendor_data: s.transactionId,
        callback: s.completeUrl,
      });
      if (!session.session_id || !session.url) {
        throw new IdOcrProviderError('Didit answered no session');
      }
      return { redirectUrl: session.url, providerRef: session.session_id };
    },

    async outcome(t): Promise<OcrOutcome | null> {
      const decision = await request<Decision>(
        'GET',
        `/v3/session/${encodeURIComponent(t.providerRef)}/decision/`,
      );
      if (decision.status === 'Declined') return { status: 'failed', reason: 'Declined by Didit' };
      if (decision.status !== 'Approved') return null;
      const id = decision.id_verifications?.[0] ?? decision.id_verification;
      const idNumber = id?.document_number || id?.personal_number || '';
      if (!id || !idNumber) return { status: 'failed', reason: 'No document in the decision' };
      const document: KycOcr = {
        realName: { first: id.first_name ?? '', middle: '', last: id.last_name ?? '' },
        birthday: id.date_of_birth ?? '',
        idType: t.idType,
        idNumber,
        gender: id.gender === 'F' ? 'female' : id.gender === 'M' ? 'male' : '',
        attachments: { face: '', idPhoto: '' },
        extraDetails: {
          confidence_score: 1,
          nationality: id.nationality ?? '',
          address: id.address ?? '',
          verified: true,
        },
      };
      return { status: 'success', document, idNumber, photo: await download(id.front_image) };
    },
  };
}
