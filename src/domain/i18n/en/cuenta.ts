/** English texts of the domain: the account messages: sign-in, password rules, e-mail, username and microchip formats. */
export default {
  auth: {
    resetOk: 'Password reset. You can sign in now.',
    resetFailed: 'The password could not be reset. The link may have expired.',
    changeOk: 'Password changed.',
    changeFailed: 'The password could not be changed. Check your current password.',
    requestOk: 'If the e-mail address is registered, a link to reset the password has been sent.',
    requestFailed: 'The password reset could not be requested. Try again later.',
    termsFailed: 'The demo terms could not be accepted.',
    termsAccepted: 'Demo terms accepted',
    loginFailed: 'Wrong username or password.',
    invalidResetToken: 'The password reset link is not valid or has expired.',
    wrongCurrentPassword: 'The current password is not correct.',
  },
  password: {
    length: 'The password must be at least 8 characters long',
    uppercase: 'It must contain at least one capital letter',
    digit: 'It must contain at least one digit',
    special: 'It must contain at least one special character',
    common: 'Password too common',
    mismatch: 'The passwords do not match',
  },
  fields: {
    email: 'Please enter a valid e-mail address.',
    codigo: 'The identification code must have exactly 15 digits',
    username: 'The username must have 3 to 50 characters: letters, digits, full stops, hyphens or underscores.',
  },
} as const;
