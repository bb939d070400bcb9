/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a mailed single-use link is worth now. */
export type EmailLinkStatus =
  | 'EXPIRED'
  /** No such link (mistyped or cut off). */
  | 'INVALID'
  /** Already used, or a newer link was sent. */
  | 'USED'
  | 'VALID';

export type IndicatorStatus =
  | 'CRITICAL'
  | 'HIGH'
  | 'LOW'
  | 'NORMAL'
  /** No value yet. */
  | 'NO_DATA'
  /** A value without a range to judge it by. */
  | 'UNKNOWN';

/** The body systems of the digital-twin pages. */
export type TwinSystem = 'BLOOD' | 'BRAIN' | 'DIGESTION' | 'EYE' | 'KIDNEY' | 'LIVER' | 'VASCULAR';

export type UiLanguage =
  | 'AR'
  /** Chinese (the customizer's historical code). */
  | 'CH'
  | 'EN'
  | 'FR';

/**
 * The live vitals. Values are in each vital's canonical unit: HEART_RATE /min (LOINC 8867-4), SPO2 % (59408-5),
 * GLUCOSE mg/dL (99504-3), BLOOD_PRESSURE mm[Hg] (panel 85354-9; value = systolic 8480-6, value2 = diastolic
 * 8462-4), STRESS score 0–100.
 */
export type VitalKind = 'BLOOD_PRESSURE' | 'GLUCOSE' | 'HEART_RATE' | 'SPO2' | 'STRESS';

export type ResendVerificationMutationVariables = Exact<{ [key: string]: never }>;

export type ResendVerificationMutation = { resendVerification: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
  language?: UiLanguage | null | undefined;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;

export type ResetPasswordMutation = { resetPassword: boolean };

export type PasswordResetLinkStatusQueryVariables = Exact<{
  token: string;
}>;

export type PasswordResetLinkStatusQuery = { passwordResetLinkStatus: EmailLinkStatus };

export type CompleteTwoFactorLoginMutationVariables = Exact<{
  challengeToken: string;
  code: string;
}>;

export type CompleteTwoFactorLoginMutation = {
  completeTwoFactorLogin: {
    accessToken: string;
    user: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      stpEmailVerified: boolean;
      admin: boolean | null;
      personalInfo: { filled: boolean };
      ban: { banned: boolean };
      ai: {
        overall: string | null;
        overallFacts: {
          vitalsMeasured: boolean;
          labsMeasured: boolean;
          labsOutOfRange: number;
          labSystems: Array<TwinSystem>;
          openAlerts: number;
          vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
        } | null;
      };
    };
  };
};

export type SessionUserFragment = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  stpEmailVerified: boolean;
  admin: boolean | null;
  personalInfo: { filled: boolean };
  ban: { banned: boolean };
  ai: {
    overall: string | null;
    overallFacts: {
      vitalsMeasured: boolean;
      labsMeasured: boolean;
      labsOutOfRange: number;
      labSystems: Array<TwinSystem>;
      openAlerts: number;
      vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
    } | null;
  };
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: { filled: boolean };
    ban: { banned: boolean };
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
  };
};

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginMutation = {
  login: {
    accessToken: string;
    user: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      stpEmailVerified: boolean;
      admin: boolean | null;
      personalInfo: { filled: boolean };
      ban: { banned: boolean };
      ai: {
        overall: string | null;
        overallFacts: {
          vitalsMeasured: boolean;
          labsMeasured: boolean;
          labsOutOfRange: number;
          labSystems: Array<TwinSystem>;
          openAlerts: number;
          vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
        } | null;
      };
    };
  };
};

export type RegisterMutationVariables = Exact<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language?: UiLanguage | null | undefined;
}>;

export type RegisterMutation = {
  register: {
    accessToken: string;
    user: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      stpEmailVerified: boolean;
      admin: boolean | null;
      personalInfo: { filled: boolean };
      ban: { banned: boolean };
      ai: {
        overall: string | null;
        overallFacts: {
          vitalsMeasured: boolean;
          labsMeasured: boolean;
          labsOutOfRange: number;
          labSystems: Array<TwinSystem>;
          openAlerts: number;
          vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
        } | null;
      };
    };
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;

export type VerifyEmailMutation = {
  verifyEmail: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: { filled: boolean };
    ban: { banned: boolean };
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
  };
};

export type AccountUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type AccountUpdatedSubscription = {
  accountUpdated: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stpEmailVerified: boolean;
    admin: boolean | null;
    personalInfo: { filled: boolean };
    ban: { banned: boolean };
    ai: {
      overall: string | null;
      overallFacts: {
        vitalsMeasured: boolean;
        labsMeasured: boolean;
        labsOutOfRange: number;
        labSystems: Array<TwinSystem>;
        openAlerts: number;
        vitalsOut: Array<{ kind: VitalKind; status: IndicatorStatus }>;
      } | null;
    };
  };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SessionUserFragmentDoc = new TypedDocumentString(
  `
    fragment SessionUser on User {
  id
  firstName
  lastName
  email
  stpEmailVerified
  admin
  personalInfo {
    filled
  }
  ban {
    banned
  }
  ai {
    overall
    overallFacts {
      vitalsMeasured
      vitalsOut {
        kind
        status
      }
      labsMeasured
      labsOutOfRange
      labSystems
      openAlerts
    }
  }
}
    `,
  { fragmentName: 'SessionUser' },
) as unknown as TypedDocumentString<SessionUserFragment, unknown>;
export const ResendVerificationDocument = new TypedDocumentString(`
    mutation ResendVerification {
  resendVerification
}
    `) as unknown as TypedDocumentString<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!, $language: UiLanguage) {
  requestPasswordReset(email: $email, language: $language)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const PasswordResetLinkStatusDocument = new TypedDocumentString(`
    query PasswordResetLinkStatus($token: String!) {
  passwordResetLinkStatus(token: $token)
}
    `) as unknown as TypedDocumentString<PasswordResetLinkStatusQuery, PasswordResetLinkStatusQueryVariables>;
export const CompleteTwoFactorLoginDocument = new TypedDocumentString(`
    mutation CompleteTwoFactorLogin($challengeToken: String!, $code: String!) {
  completeTwoFactorLogin(challengeToken: $challengeToken, code: $code) {
    accessToken
    user {
      ...SessionUser
    }
  }
}
    fragment SessionUser on User {
  id
  firstName
  lastName
  email
  stpEmailVerified
  admin
  personalInfo {
    filled
  }
  ban {
    banned
  }
  ai {
    overall
    overallFacts {
      vitalsMeasured
      vitalsOut {
        kind
        status
      }
      labsMeasured
      labsOutOfRange
      labSystems
      openAlerts
    }
  }
}`) as unknown as TypedDocumentString<CompleteTwoFactorLoginMutation, CompleteTwoFactorLoginMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SessionUser
  }
}
    fragment SessionUser on User {
  id
  firstName
  lastName
  email
  stpEmailVerified
  admin
  personalInfo {
    filled
  }
  ban {
    banned
  }
  ai {
    overall
    overallFacts {
      vitalsMeasured
      vitalsOut {
        kind
        status
      }
      labsMeasured
      labsOutOfRange
      labSystems
      openAlerts
    }
  }
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken
    user {
      ...SessionUser
    }
  }
}
    fragment SessionUser on User {
  id
  firstName
  lastName
  email
  stpEmailVerified
  admin
  personalInfo {
    filled
  }
  ban {
    banned
  }
  ai {
    overall
    overallFacts {
      vitalsMeasured
      vitalsOut {
        kind
        status
      }
      labsMeasured
      labsOutOfRange
      labSystems
      openAlerts
    }
  }
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($email: String!, $password: String!, $firstName: String!, $lastName: String!, $language: UiLanguage) {
  register(
    email: $email
    password: $password
    firstName: $firstName
    lastName: $lastName
    language: $language
  ) {
    accessToken
    user {
      ...SessionUser
    }
  }
}
    fragment SessionUser on User {
  id
  firstName
  lastName
  email
  stpEmailVerified
  admin
  personalInfo {
    filled
  }
  ban {
    banned
  }
  ai {
    overall
    overallFacts {
      vitalsMeasured
      vitalsOut {
        kind
        status
      }
      labsMeasured
      labsOutOfRange
      labSystems
      openAlerts
    }
  }
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($token: String!) {
  verifyEmail(token: $token) {
    ...SessionUser
  }
}
    fragment SessionUser on User {
  id
  firstName
  lastName
  email
  stpEmailVerified
  admin
  personalInfo {
    filled
  }
  ban {
    banned
  }
  ai {
    overall
    overallFacts {
      vitalsMeasured
      vitalsOut {
        kind
        status
      }
      labsMeasured
      labsOutOfRange
      labSystems
      openAlerts
    }
  }
}`) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const AccountUpdatedDocument = new TypedDocumentString(`
    subscription AccountUpdated {
  accountUpdated {
    ...SessionUser
  }
}
    fragment SessionUser on User {
  id
  firstName
  lastName
  email
  stpEmailVerified
  admin
  personalInfo {
    filled
  }
  ban {
    banned
  }
  ai {
    overall
    overallFacts {
      vitalsMeasured
      vitalsOut {
        kind
        status
      }
      labsMeasured
      labsOutOfRange
      labSystems
      openAlerts
    }
  }
}`) as unknown as TypedDocumentString<AccountUpdatedSubscription, AccountUpdatedSubscriptionVariables>;
