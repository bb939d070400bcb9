/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'mutation ResendVerification {\n  resendVerification\n}\n\nmutation RequestPasswordReset($email: String!, $language: UiLanguage) {\n  requestPasswordReset(email: $email, language: $language)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}\n\nquery PasswordResetLinkStatus($token: String!) {\n  passwordResetLinkStatus(token: $token)\n}': typeof types.ResendVerificationDocument;
  'mutation CompleteTwoFactorLogin($challengeToken: String!, $code: String!) {\n  completeTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}': typeof types.CompleteTwoFactorLoginDocument;
  'fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  stpEmailVerified\n  admin\n  personalInfo {\n    filled\n  }\n  ban {\n    banned\n  }\n  ai {\n    overall\n    overallFacts {\n      vitalsMeasured\n      vitalsOut {\n        kind\n        status\n      }\n      labsMeasured\n      labsOutOfRange\n      labSystems\n      openAlerts\n    }\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($email: String!, $password: String!, $firstName: String!, $lastName: String!, $language: UiLanguage) {\n  register(\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    language: $language\n  ) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token) {\n    ...SessionUser\n  }\n}\n\nsubscription AccountUpdated {\n  accountUpdated {\n    ...SessionUser\n  }\n}': typeof types.SessionUserFragmentDoc;
};
const documents: Documents = {
  'mutation ResendVerification {\n  resendVerification\n}\n\nmutation RequestPasswordReset($email: String!, $language: UiLanguage) {\n  requestPasswordReset(email: $email, language: $language)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}\n\nquery PasswordResetLinkStatus($token: String!) {\n  passwordResetLinkStatus(token: $token)\n}':
    types.ResendVerificationDocument,
  'mutation CompleteTwoFactorLogin($challengeToken: String!, $code: String!) {\n  completeTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}':
    types.CompleteTwoFactorLoginDocument,
  'fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  stpEmailVerified\n  admin\n  personalInfo {\n    filled\n  }\n  ban {\n    banned\n  }\n  ai {\n    overall\n    overallFacts {\n      vitalsMeasured\n      vitalsOut {\n        kind\n        status\n      }\n      labsMeasured\n      labsOutOfRange\n      labSystems\n      openAlerts\n    }\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($email: String!, $password: String!, $firstName: String!, $lastName: String!, $language: UiLanguage) {\n  register(\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    language: $language\n  ) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token) {\n    ...SessionUser\n  }\n}\n\nsubscription AccountUpdated {\n  accountUpdated {\n    ...SessionUser\n  }\n}':
    types.SessionUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResendVerification {\n  resendVerification\n}\n\nmutation RequestPasswordReset($email: String!, $language: UiLanguage) {\n  requestPasswordReset(email: $email, language: $language)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}\n\nquery PasswordResetLinkStatus($token: String!) {\n  passwordResetLinkStatus(token: $token)\n}',
): typeof import('./graphql').ResendVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CompleteTwoFactorLogin($challengeToken: String!, $code: String!) {\n  completeTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}',
): typeof import('./graphql').CompleteTwoFactorLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  stpEmailVerified\n  admin\n  personalInfo {\n    filled\n  }\n  ban {\n    banned\n  }\n  ai {\n    overall\n    overallFacts {\n      vitalsMeasured\n      vitalsOut {\n        kind\n        status\n      }\n      labsMeasured\n      labsOutOfRange\n      labSystems\n      openAlerts\n    }\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($email: String!, $password: String!, $firstName: String!, $lastName: String!, $language: UiLanguage) {\n  register(\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    language: $language\n  ) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token) {\n    ...SessionUser\n  }\n}\n\nsubscription AccountUpdated {\n  accountUpdated {\n    ...SessionUser\n  }\n}',
): typeof import('./graphql').SessionUserFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
