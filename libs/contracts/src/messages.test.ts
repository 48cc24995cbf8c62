import { messages } from './messages';

describe('messages', () => {
  it('keeps the SPEC texts verbatim', () => {
    expect(messages.passwordCriteriaNotMet).toBe(
      'please make sure the password meets all the criteria',
    );
    expect(messages.passwordMismatch).toBe('new passwords do not match');
    expect(messages.currentEmailIncorrect).toBe('current email is incorrect');
    expect(messages.newEmailsMismatch).toBe('new emails do not match');
    expect(messages.newEmailSameAsCurrent).toBe(
      'new email is the same as current email',
    );
    expect(messages.avatarUploadError).toBe(
      'upload error; review file. png, jpeg, jpg up to 2mb',
    );
    expect(messages.avatarSelectError).toBe(
      'error selecting file. please try again later.',
    );
    expect(messages.avatarDeleteError).toBe(
      'error deleting avatar. please try again later.',
    );
    expect(messages.recordingNameRequired).toBe(
      'Please enter a name for your recording',
    );
    expect(messages.recordingFileRequired).toBe('Please select a video file');
    expect(messages.recordingUploadFailed).toBe('Failed to upload recording');
    expect(messages.fileSelectError).toBe(
      'error selecting file. please try again.',
    );
    expect(messages.shareSomethingWentWrong).toBe(
      'Something went wrong. Please try again.',
    );
    expect(messages.somethingWentWrong).toBe('sorry, something went wrong');
    expect(messages.meetingLimitTitle).toBe('meeting limit reached');
    expect(messages.meetingLimitText).toBe(
      'you have reached meeting limit in the last 24 hours. upgrade your plan to increase the limit.',
    );
    expect(messages.avatarUpdated).toBe('your avatar has been updated.');
    expect(messages.emailVerificationSent).toBe(
      'a verification email has been sent to the new address on file.',
    );
    expect(messages.passwordUpdated).toBe('password successfully updated');
    expect(messages.stripeAccountDisconnected).toBe(
      'stripe account has been successfully disconnected.',
    );
    expect(messages.copiedToClipboard).toBe('copied to clipboard');
    expect(messages.authenticationFailed).toBe('Authentication failed');
    expect(messages.userNotAuthenticated).toBe('User not authenticated');
    expect(messages.kickDefaultReason).toBe(
      'Please contact the meeting host if you believe this was a mistake.',
    );
  });

  it('fills the product name into the downgrade message', () => {
    expect(messages.subscriptionCancelled('ruume')).toBe(
      'your pro ruume subscription, has been cancelled. you are now on the free plan.',
    );
    expect(messages.subscriptionCancelled()).toBe(
      messages.subscriptionCancelled('ruume'),
    );
    expect(messages.subscriptionCancelled('acme')).toContain(
      'your pro acme subscription,',
    );
  });
});
