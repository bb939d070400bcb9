// Texts for the errors the server refuses a call with, by `extensions.code` (REST: `code`), spread into en.ts.
// One text per code the server can send (tests/integration/api-error-texts.test.ts derives the list from
// server/src/lib/errors.ts), then finer texts for a code about one field or with a structured detail
// (client/src/shared/api/error-text.ts picks them). The other languages' files must provide every key.
export const apiErrorsEn = {
  apiErrors: {
    codes: {
      BAD_USER_INPUT: 'Some of what you entered is not valid. Check the form and try again.',
      BAD_REQUEST: 'The request could not be understood. Reload the page and try again.',
      GRAPHQL_VALIDATION_FAILED: 'The request could not be understood. Reload the page and try again.',
      GRAPHQL_PARSE_FAILED: 'The request could not be understood. Reload the page and try again.',
      INVALID_TOKEN: 'This link is not valid. Request a new one.',
      TOKEN_EXPIRED: 'This link has expired. Request a new one.',
      TOKEN_USED: 'This link has already been used or a newer one was sent. Request a new one.',
      UNAUTHENTICATED: 'You need to sign in again.',
      INVALID_CREDENTIALS: 'Wrong e-mail address or password.',
      TWO_FACTOR_REQUIRED: 'Enter the code from your authenticator app.',
      ACCOUNT_BANNED: 'This account is suspended.',
      EMAIL_NOT_VERIFIED: 'Confirm your e-mail address first: open the link in the mail we sent you.',
      FORBIDDEN: 'You are not allowed to do that.',
      AI_CONSENT_REQUIRED: 'Allow the assistant to read your data first.',
      NOT_FOUND: 'This item does not exist or was deleted.',
      EMAIL_TAKEN: 'An account with this e-mail address already exists.',
      CONFLICT: 'This was changed meanwhile or cannot be changed any more. Reload and try again.',
      OUT_OF_STOCK: 'Some products are no longer in stock in the quantity you ordered. Nothing was reserved.',
      LAST_ADMIN: 'This is the last administrator: grant another account first.',
      AI_BUSY: 'A reply is still being written. Wait for it or stop it.',
      METHOD_NOT_ALLOWED: 'The request could not be understood. Reload the page and try again.',
      PAYLOAD_TOO_LARGE: 'The file is too large.',
      UNSUPPORTED_MEDIA_TYPE: 'This kind of file cannot be uploaded here.',
      RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
      INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Try again later.',
      SERVICE_UNAVAILABLE: 'The service is busy or briefly unavailable. Try again in a moment.',
    },
    /** A code with a structured detail the server adds: retryAfterSeconds, openMinor, a BAD_USER_INPUT's reason. */
    details: {
      retryIn: 'Too many requests. Try again in {{seconds}} s.',
      retryInMinutes: 'Too many requests. Try again in {{minutes}} min.',
      retryInHours: 'Limit reached. Try again in {{hours}} h.',
      slugTaken: 'Another article already uses this address.',
      amountOverOpen: 'The amount is more than what is still open on the invoice.',
      wrongPassword: 'The password is not correct.',
      wrongCode: 'This code is not correct or has been used already.',
      codeRequired: 'Enter the code from your authenticator app.',
    },
    /** BAD_USER_INPUT about one field, when the form has no check of its own for it. */
    /**
     * BAD_USER_INPUT by the rule it broke (extensions.reason, server/src/lib/errors.ts REASON_PARAMS), with the
     * limits the server sends beside it; numbers and days are formatted for the page (error-text.ts).
     */
    rules: {
      REQUIRED: 'This field is required.',
      TOO_SHORT: 'At least {{min}} characters.',
      TOO_LONG: 'At most {{max}} characters.',
      TOO_FEW: 'Add at least {{min}}.',
      TOO_MANY: 'At most {{max}} allowed.',
      OUT_OF_RANGE: 'Enter a value from {{min}} to {{max}}.',
      NOT_POSITIVE: 'The value must be greater than zero.',
      INVALID_DATE: 'Enter a real date.',
      INVALID_EMAIL: 'Enter a valid e-mail address.',
      INVALID_PHONE: 'Enter a valid phone number, e.g. +33 6 12 34 56 78.',
      INVALID_POSTAL_CODE: 'Use letters, digits, spaces and hyphens only.',
      INVALID_FORMAT: 'Write it in the expected form, e.g. {{example}}.',
      NOT_IN_LIST: 'Choose a value from the list.',
      PAST_DATE: 'The date cannot be in the past.',
      FUTURE_DATE: 'The date cannot be in the future.',
      DATE_TOO_EARLY: 'The date cannot be before {{min}}.',
      DATE_TOO_LATE: 'The date cannot be after {{max}}.',
      END_BEFORE_START: 'The end cannot come before the start.',
      NOT_YOURSELF: 'You cannot do this with your own account.',
      CLOSED: 'This is closed to new replies.',
      OUT_OF_STOCK: 'This product is out of stock.',
      ALREADY_DONE: 'This has already been done.',
      CURRENCY_MISMATCH: 'Use the currency {{currency}}.',
    },
    fields: {
      any: 'This value is not valid.',
      email: 'Enter a valid e-mail address.',
      password: 'Choose another password: at least 8 characters, and not a commonly used one.',
      currentPassword: 'The current password is not correct.',
      until: 'Choose an end date in the future (at most 10 years ahead), or none.',
      dueDate: 'The due date cannot be in the past.',
      paidOn: 'The payment date cannot be in the future.',
      amountMinor: 'The amount must be more than zero.',
      timeZone: 'Choose a time zone from the list.',
      slug: 'Use lower-case letters, digits and single hyphens (e.g. sleep-hygiene).',
    },
  },
};
