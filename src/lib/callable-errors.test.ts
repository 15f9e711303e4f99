import { describe, expect, it } from 'vitest';
import { callableErrorCode, callableErrorMessage } from './callable-errors';

// The shape of the Functions SDK's FunctionsError, without loading the SDK.
const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('reading a callable failure', () => {
  it('gives the HttpsError code without the SDK prefix, and the message without the HTTP status', () => {
    const error = refusal(
      'functions/failed-precondition',
      'This time slot is full. Please choose a different time. [400]',
    );
    expect(callableErrorCode(error)).toBe('failed-precondition');
    expect(callableErrorMessage(error)).toBe('This time slot is full. Please choose a different time.');
  });

  it('reads nothing from an error that is not a callable failure', () => {
    const network = refusal('auth/network-request-failed', 'offline');
    expect(callableErrorCode(network)).toBeNull();
    expect(callableErrorMessage(network)).toBeNull();
    expect(callableErrorCode(null)).toBeNull();
  });
});
