import { describe, expect, it } from 'vitest';
import { AppError, DEFAULT_ERROR_MESSAGE, appErrorFromCode, fail, ok } from '../index.ts';

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
