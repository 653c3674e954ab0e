import { describe, expect, it } from 'vitest';
import { shareErrorMessage } from './shareErrorMessage';

class CodedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

describe('shareErrorMessage', () => {
  it('clears the e-mail and shows the spec’s sentence for auth/user_inaccessible, whatever the server said', () => {
    expect(shareErrorMessage(new CodedError('auth/user_inaccessible', 'something else'))).toEqual({
      message: 'User is not a part of your organization. Please make this public and share the link.',
      clearsEmail: true,
    });
  });

  it('shows the server’s text for other errors and keeps the e-mail', () => {
    expect(shareErrorMessage(new CodedError('sharing/forbidden', 'Only editors.'))).toEqual({
      message: 'Only editors.',
      clearsEmail: false,
    });
  });

  it('shows "Error happened" when there is no text', () => {
    expect(shareErrorMessage(new CodedError('internal/unknown', ' ')).message).toBe('Error happened');
    expect(shareErrorMessage('not an error').message).toBe('Error happened');
  });
});
