import { Messages } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { isConsolePath } from './redirect-url.ts';
import { signInErrorMessage } from './sign-in.ts';

describe('sign-in failures (000 §5, §8)', () => {
  it('shows the server reason for a refusal', () => {
    expect(signInErrorMessage(new ApiError(401, Messages.loginFailed))).toBe(Messages.loginFailed);
  });

  it("shows a 422's data", () => {
    const data = {
      message: 'x',
      errors: [{ field: 'body.username', rule: 'too_small', message: 'Username is required' }],
    };
    expect(signInErrorMessage(new ApiError(422, 'x', data))).toBe('Username is required');
  });

  it("answers 'Unexpected response from server' for anything else", () => {
    expect(signInErrorMessage(new ApiError(500, 'boom'))).toBe(Messages.unexpectedResponse);
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(Messages.unexpectedResponse);
  });
});

describe('the remembered redirectUrl', () => {
  it('accepts only paths of this console', () => {
    expect(isConsolePath('/concern?status=1')).toBe(true);
    expect(isConsolePath('//evil.example/')).toBe(false);
    expect(isConsolePath('https://evil.example/')).toBe(false);
    expect(isConsolePath('/\\evil.example')).toBe(false);
  });
});
