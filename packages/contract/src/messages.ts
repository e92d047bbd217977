// Message texts of the specification (000 §5, §8) and the ones this product adds, in one place
// so the server, the console and the tests use the same words.
export const Messages = {
  genericError: 'An error has occurred',
  fileTooLarge: 'File is too large',
  /** 000 §8's login failure: the account itself cannot sign in (disabled), whatever is typed. */
  loginFailed: 'Cannot login to this user account. Contact support for resolution.',
  /** A wrong password or an unknown username, alike: which of the two is never said. */
  wrongCredentials: 'The username or password is wrong. Check both and try again.',
  unexpectedResponse: 'Unexpected response from server',
  /** A call that got no answer at all (the network is down, the server unreachable). */
  serverUnreachable: 'The server cannot be reached. Check the connection, then try again.',
  /** The console's banner while the browser is offline or calls get no answer. */
  offline:
    'You are offline. What you type stays on this page: save again once the connection is back.',
  /** A page's code that did not arrive (offline): said in the console, with a retry. */
  pageNotLoaded: 'This page could not be loaded. Check the connection, then try again.',
  loggedIn: 'Logged in successfully.',
  superuserWithoutTotp:
    'Superusers must sign in with a one-time code. Contact support to set up TOTP for this account.',
  invalidTotp: 'The one-time code is not valid. Check the code in your authenticator app.',
  tooManyAttempts: 'Too many sign-in attempts. Try again in a few minutes.',
  /** A public route's per-address limit (a poll's answer link from the apps). */
  tooManyRequests: 'Too many requests from this address. Try again in a minute.',
  notAuthenticated: 'Sign in to continue.',
  sessionEnded: 'Your session has ended. Sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  routeNotFound: 'This page could not be found',
  malformedJson: 'The request body is not valid JSON.',
  jsonTooDeep: 'The request body is nested too deeply.',
  validationFailed: 'The request is not valid.',
  passwordResetRequired: 'Change your password before continuing.',
  refreshTokenInvalid: 'The refresh token is not valid. Sign in again.',
  refreshTokenReused:
    'This refresh token was already used. All sessions of this sign-in were ended.',
  otpSent: 'A one-time code was sent to the registered mobile number.',
  otpInvalid: 'The one-time code is not valid.',
  otpExpired: 'The one-time code has expired. Request a new one.',
  otpTooManyGuesses: 'Too many wrong codes. Request a new one-time code.',
  employeeNotFound: 'No account was found for this employee.',
  mobileMismatch: 'This mobile number is not registered for this account.',
  resetRequested: 'If the account exists, a reset code was sent to its registered mobile number.',
  passwordChanged: 'Password changed successfully.',
  currentPasswordWrong: 'The current password is not correct.',
  autoLoginKeyInvalid: 'The auto-login key is not valid or has expired.',
  redirectNotConfigured: 'No redirect address is configured for this portal.',
  feedbackSent: 'Thank you. Your feedback was sent.',
  mediaTypeNotAllowed: 'This file type cannot be uploaded.',
  mediaFileMissing: 'Attach one file.',
  sessionsEnded: 'Sessions ended.',
  unknownModule: 'Unknown module.',
  // 000 §5 search validators
  searchIdNumber: 'Search input field must contain number.',
  searchGlobalEmployeeIds: 'Enter one or more valid Global Employee IDs, separated by commas.',
  searchEmployeeNumbers: 'Search input field must contain numbers and comma characters only.',
  searchMobile: 'Enter a valid 10-digit mobile number.',
  searchValidNumber: 'Search input field must contain a valid number.',
  // 000 §5 date filters
  fromDateAfterToDate: 'From date cannot be greater than To date',
  enterAtLeastOneDate: 'Enter at least one value',
} as const;
