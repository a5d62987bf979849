import { describe, expect, it } from 'vitest';
import { KYC_STATUSES } from '@pisoplay/contract';
import { KYC_STAGES, decodeOcrPayload, startStage, stepStage } from '../lib/stages';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('the KYC stage machine (spec 4.2)', () => {
  it('moves one step at a time, clamped at the first and last step', () => {
    expect(stepStage('entry', -1)).toBe('entry');
    expect(stepStage('entry', 1)).toBe('intro');
    expect(stepStage('ocr-result', -1)).toBe('ocr');
    expect(stepStage('ocr-result', 1)).toBe('selfie-guide');
    expect(stepStage('success', 1)).toBe('success');
    expect(KYC_STAGES).toHaveLength(10);
  });

  it('a step named in the OCR callback wins over every status', () => {
    for (const status of KYC_STATUSES) {
      expect(startStage({ requested: 'ocr-result', status, reset: true, stored: 'form' })).toBe(
        'ocr-result',
      );
      expect(startStage({ requested: 'id-type', status, reset: false, stored: undefined })).toBe(
        'id-type',
      );
    }
  });

  it('a rejected player who last saw the success step starts on the entry, with the reasons', () => {
    expect(
      startStage({ requested: null, status: 'rejected', reset: false, stored: 'success' }),
    ).toBe('entry');
    expect(startStage({ requested: null, status: 'rejected', reset: false, stored: 'form' })).toBe(
      'form',
    );
  });

  it('under review and blocked start on the entry, fully verified on success', () => {
    expect(
      startStage({ requested: null, status: 'under_review', reset: false, stored: 'form' }),
    ).toBe('entry');
    expect(startStage({ requested: null, status: 'block', reset: false, stored: 'form' })).toBe(
      'entry',
    );
    expect(startStage({ requested: null, status: 'fully_kyc', reset: true, stored: 'form' })).toBe(
      'success',
    );
  });

  it('starting KYC afresh resets to step one; otherwise the stored step is kept', () => {
    expect(startStage({ requested: null, status: 'rejected', reset: true, stored: 'form' })).toBe(
      'entry',
    );
    expect(startStage({ requested: null, status: 'unset', reset: false, stored: 'selfie' })).toBe(
      'selfie',
    );
    expect(startStage({ requested: null, status: 'unset', reset: false, stored: undefined })).toBe(
      'entry',
    );
  });

  it('ignores an unknown step in the query', () => {
    expect(
      startStage({ requested: 'nowhere', status: 'unset', reset: false, stored: 'intro' }),
    ).toBe('intro');
  });

  it('decodes the callback payload (base64url JSON) and refuses anything else', () => {
    const payload = { transaction_id: 't-1', biz_id: 'b-1', id_type: "Driver's License" };
    expect(decodeOcrPayload(encode(payload))).toEqual(payload);
    expect(decodeOcrPayload(encode({ transaction_id: 't' }))).toBeNull();
    expect(decodeOcrPayload('%%%')).toBeNull();
    expect(decodeOcrPayload(null)).toBeNull();
  });
});
