import { describe, expect, it } from 'vitest';
import {
  AppError,
  DEFAULT_ERROR_MESSAGE,
  appErrorFromCode,
  fail,
  ok,
  selfExclusionRefusal,
  withdrawTicketOf,
} from '../index.ts';

describe('error categories', () => {
  it('keeps a known code with its message, cause and timestamp', () => {
    const cause = new Error('inner');
    const error = appErrorFromCode('ERR_NOT_FOUND', 'Game not found', cause);
    expect(error.code).toBe('ERR_NOT_FOUND');
    expect(error.message).toBe('Game not found');
    expect(error.cause).toBe(cause);
    expect(error.timestamp).toBeGreaterThan(0);
  });

  it('turns an unknown code into a server error', () => {
    const error = appErrorFromCode('ERR_MARTIAN', 'x');
    expect(error.code).toBe('ERR_SERVER');
    expect(error.message).toBe('Unknown error: ERR_MARTIAN');
  });

  it('uses the default message when none is given', () => {
    expect(new AppError('ERR_UNKNOWN').message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(new AppError('ERR_UNKNOWN', '').message).toBe('An error occurred');
  });

  it('builds both envelope shapes', () => {
    expect(ok([1])).toEqual({ status: true, data: [1] });
    expect(fail('ERR_AUTH', 'token')).toEqual({ status: false, data: 'token', code: 'ERR_AUTH' });
  });
});

describe('a sign-in refused for a self-exclusion', () => {
  it('carries its withdraw-only ticket on the server, on the wire and back in the app', () => {
    const refusal = selfExclusionRefusal('You have excluded yourself', 'ticket-1');
    expect(refusal).toMatchObject({ code: 'ERR_BUSINESS', message: 'You have excluded yourself' });
    expect(withdrawTicketOf(refusal)).toBe('ticket-1');
    const wire = fail('ERR_BUSINESS', refusal.message, { withdraw_ticket: 'ticket-1' });
    expect(wire).toEqual({
      status: false,
      data: 'You have excluded yourself',
      code: 'ERR_BUSINESS',
      withdraw_ticket: 'ticket-1',
    });
    // The API client keeps the envelope as the cause.
    expect(withdrawTicketOf(appErrorFromCode(wire.code, wire.data, wire))).toBe('ticket-1');
  });

  it('is the only failure with a ticket', () => {
    expect(withdrawTicketOf(new AppError('ERR_BUSINESS', 'Invalid code'))).toBeNull();
    expect(
      withdrawTicketOf(appErrorFromCode('ERR_AUTH', 'token', fail('ERR_AUTH', 'token'))),
    ).toBeNull();
    expect(withdrawTicketOf(new Error('boom'))).toBeNull();
    expect(withdrawTicketOf(null)).toBeNull();
  });
});
