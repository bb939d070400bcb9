import type { Strings } from '../../namespaces';
import type { apiErrorsEn } from './en';

export const apiErrorsFr: Strings<typeof apiErrorsEn> = {
  apiErrors: {
    codes: {
      BAD_USER_INPUT: 'Certaines valeurs saisies ne sont pas valides. Vérifiez le formulaire et réessayez.',
      BAD_REQUEST: 'La demande n’a pas pu être comprise. Rechargez la page et réessayez.',
      GRAPHQL_VALIDATION_FAILED: 'La demande n’a pas pu être comprise. Rechargez la page et réessayez.',
      GRAPHQL_PARSE_FAILED: 'La demande n’a pas pu être comprise. Rechargez la page et réessayez.',
      INVALID_TOKEN: 'Ce lien n’est pas valide. Demandez-en un nouveau.',
      TOKEN_EXPIRED: 'Ce lien a expiré. Demandez-en un nouveau.',
      TOKEN_USED: 'Ce lien a déjà servi ou un lien plus récent a été envoyé. Demandez-en un nouveau.',
      UNAUTHENTICATED: 'Vous devez vous reconnecter.',
      INVALID_CREDENTIALS: 'Adresse e-mail ou mot de passe incorrect.',
      TWO_FACTOR_REQUIRED: 'Saisissez le code de votre application d’authentification.',
      ACCOUNT_BANNED: 'Ce compte est suspendu.',
      EMAIL_NOT_VERIFIED:
        'Confirmez d’abord votre adresse e-mail : ouvrez le lien du message que nous vous avons envoyé.',
      FORBIDDEN: 'Vous n’êtes pas autorisé à faire cela.',
      AI_CONSENT_REQUIRED: 'Autorisez d’abord l’assistant à lire vos données.',
      NOT_FOUND: 'Cet élément n’existe pas ou a été supprimé.',
      EMAIL_TAKEN: 'Un compte existe déjà avec cette adresse e-mail.',
      CONFLICT: 'Cet élément a été modifié entre-temps ou ne peut plus l’être. Rechargez et réessayez.',
      OUT_OF_STOCK: 'Certains produits ne sont plus en stock dans la quantité commandée. Rien n’a été réservé.',
      LAST_ADMIN: 'C’est le dernier administrateur : nommez d’abord un autre compte.',
      AI_BUSY: 'Une réponse est encore en cours de rédaction. Attendez-la ou arrêtez-la.',
      PAYLOAD_TOO_LARGE: 'Le fichier est trop volumineux.',
      UNSUPPORTED_MEDIA_TYPE: 'Ce type de fichier ne peut pas être envoyé ici.',
      RATE_LIMITED: 'Trop de tentatives. Patientez un instant et réessayez.',
      INTERNAL_SERVER_ERROR: 'Un problème est survenu de notre côté. Réessayez plus tard.',
      SERVICE_UNAVAILABLE: 'Le service est occupé ou brièvement indisponible. Réessayez dans un instant.',
    },
    details: {
      retryIn: 'Trop de tentatives. Réessayez dans {{seconds}} s.',
      retryInMinutes: 'Trop de tentatives. Réessayez dans {{minutes}} min.',
      slugTaken: 'Un autre article utilise déjà cette adresse.',
      amountOverOpen: 'Le montant dépasse ce qui reste à payer sur la facture.',
    },
    fields: {
      any: 'Cette valeur n’est pas valide.',
      email: 'Saisissez une adresse e-mail valide.',
      password: 'Choisissez un autre mot de passe : au moins 8 caractères, et pas un mot de passe courant.',
      currentPassword: 'Le mot de passe actuel n’est pas correct.',
      code: 'Saisissez le code de votre application d’authentification.',
      until: 'Choisissez une date de fin future (au plus dans 10 ans), ou aucune.',
      dueDate: 'L’échéance ne peut pas être dans le passé.',
      paidOn: 'La date de paiement ne peut pas être dans le futur.',
      amountMinor: 'Le montant doit être supérieur à zéro.',
      timeZone: 'Choisissez un fuseau horaire dans la liste.',
      slug: 'Utilisez des minuscules, des chiffres et des tirets simples (p. ex. hygiene-du-sommeil).',
    },
  },
};
