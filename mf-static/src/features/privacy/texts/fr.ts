import type { TranslationTree } from '@gbx/shared';

/** Privacy policy summary in French (same keys as en.ts). */
export const fr: TranslationTree = {
  title: 'Politique de confidentialité',
  lead: 'Un résumé de la manière dont GBX Marketplace collecte, utilise, partage et protège vos données personnelles, et des choix dont vous disposez.',
  updated: 'Dernière mise à jour : 24 mai 2018',
  sections: {
    commitment: {
      title: 'Notre engagement',
      body: {
        p1: 'GBX Marketplace (« GBX », « nous ») respecte votre vie privée. Ce résumé explique quelles données personnelles nous collectons lorsque vous visitez ou utilisez GBX Marketplace, pourquoi nous les collectons, avec qui nous les partageons, combien de temps nous les conservons et comment vous pouvez les contrôler.',
        p2: 'Il s’applique à toutes les personnes qui utilisent la place de marché : les visiteurs qui naviguent sans compte, ainsi que les acheteurs, vendeurs, affiliés et annonceurs inscrits.',
      },
    },
    framework: {
      title: 'Le cadre de protection des données UE–États-Unis',
      body: {
        p1: 'GBX Marketplace respecte le cadre de protection des données UE–États-Unis défini par le département du Commerce des États-Unis pour la collecte, l’utilisation et la conservation des données personnelles transférées de l’Union européenne vers les États-Unis. Nous appliquons ses principes à toutes ces données :',
        list1: {
          a: '<strong>Information</strong> : nous vous indiquons ce que nous collectons et pourquoi, comme le fait ce résumé.',
          b: '<strong>Choix</strong> : vous décidez si vos données peuvent servir à une finalité sensiblement différente de celle pour laquelle elles ont été collectées.',
          c: '<strong>Responsabilité en cas de transfert ultérieur</strong> : les prestataires avec lesquels nous partageons des données doivent les protéger au même niveau.',
          d: '<strong>Sécurité</strong> : nous prenons des mesures raisonnables et appropriées pour les protéger.',
          e: '<strong>Intégrité des données et limitation des finalités</strong> : nous ne conservons que ce qui est pertinent pour la finalité et le tenons à jour.',
          f: '<strong>Accès</strong> : vous pouvez consulter, corriger et supprimer les données que nous détenons sur vous.',
          g: '<strong>Recours, contrôle et responsabilité</strong> : vous pouvez nous adresser une réclamation, puis saisir gratuitement un organisme indépendant de règlement des litiges ou votre autorité locale de protection des données.',
        },
      },
    },
    collect: {
      title: 'Les données que nous collectons',
      body: {
        p0: 'Nous ne collectons que ce dont la place de marché a besoin pour fonctionner pour vous :',
        list1: {
          a: '<strong>Les données de compte</strong> que vous nous fournissez à l’inscription : vos nom, adresse e-mail, date de naissance, numéro de mobile et préférences de messagerie, l’indice de votre mot de passe et, le cas échéant, votre code d’affilié. Les mots de passe ne sont conservés que sous forme d’empreinte irréversible.',
          b: '<strong>Les données de l’appareil</strong> : votre navigateur et votre système d’exploitation et, si vous l’autorisez, la position de votre appareil, que nous utilisons pour trouver la ville, la devise et la langue les plus proches de vous.',
          c: '<strong>Votre activité sur la place de marché</strong> : les pages et produits consultés, vos recherches et les articles de votre panier et de votre liste d’envies.',
          d: '<strong>Les messages</strong> que vous nous envoyez par le formulaire de contact, avec le bureau et la langue choisis.',
        },
        p1: 'Nous ne collectons aucun numéro de carte de paiement sur les pages de la place de marché et ne vous demanderons jamais votre mot de passe par e-mail.',
      },
    },
    use: {
      title: 'Comment nous utilisons vos données',
      body: {
        p0: 'Nous utilisons vos données personnelles uniquement aux fins suivantes :',
        list1: {
          a: 'pour faire fonctionner la place de marché : vous montrer les produits proches de vous, les prix dans votre devise et l’interface dans votre langue ;',
          b: 'pour gérer votre compte, votre panier et votre liste d’envies, et vous envoyer les e-mails nécessaires à votre compte, comme la vérification de l’adresse et la réinitialisation du mot de passe ;',
          c: 'pour répondre à vos messages et demandes ;',
          d: 'pour assurer la sécurité de la place de marché : prévenir la fraude et les abus, et appliquer notre politique sur les articles interdits et réglementés ;',
          e: 'pour respecter nos obligations légales.',
        },
        p1: '<strong>Nous ne vendons pas vos données personnelles.</strong>',
      },
    },
    share: {
      title: 'Quand nous partageons des données',
      body: {
        p0: 'Nous ne partageons des données personnelles que dans les cas suivants :',
        list1: {
          a: 'avec un vendeur, lorsque vous le contactez ou passez commande, afin qu’il puisse vous répondre et vous livrer ;',
          b: 'avec les prestataires qui hébergent, sécurisent et assistent la place de marché pour notre compte, dans le cadre de contrats qui les obligent à respecter cette politique ;',
          c: 'avec les autorités publiques, lorsque la loi l’exige ou pour protéger les droits et la sécurité de nos utilisateurs ;',
          d: 'avec le repreneur de notre entreprise, si GBX Marketplace venait à être fusionnée ou vendue, avec les mêmes garanties.',
        },
      },
    },
    browser: {
      title: 'Ce que votre navigateur enregistre',
      body: {
        p1: 'Pour fonctionner sans vous redemander les mêmes informations à chaque page, la place de marché conserve les valeurs ci-dessous dans le stockage local de votre navigateur. Elles restent sur votre appareil ; vous pouvez les supprimer à tout moment en effaçant les données du site dans votre navigateur, et la déconnexion supprime les valeurs de votre compte.',
        p2: 'Lorsque vous vous connectez, notre serveur dépose également un cookie de session que votre navigateur renvoie avec chaque requête. Les scripts de la page ne peuvent pas le lire, et il prend fin lorsque vous vous déconnectez ou lorsque la session expire.',
      },
      storedTitle: 'Valeurs conservées dans le stockage local',
      keyColumn: 'Valeur enregistrée',
      purposeColumn: 'À quoi elle sert',
      unknown: 'Utilisée par l’interface de la place de marché.',
      keys: {
        auth: 'Votre jeton de connexion une fois connecté, avec votre numéro d’utilisateur.',
        csa: 'Un jeton anonyme qui identifie votre navigateur auprès de notre serveur avant la connexion.',
        isLoggedin: 'Si vous êtes connecté (1) ou non (0).',
        userType: 'Votre type de compte : acheteur, vendeur, affilié ou annonceur.',
        userName: 'Le nom affiché dans la barre supérieure lorsque vous êtes connecté.',
        userData: 'Une référence à votre compte attribuée par notre serveur à la connexion.',
        dataurl: 'L’adresse de votre tableau de bord.',
        wishListCountData: 'Le nombre d’articles de votre liste d’envies, pour le cœur de l’en-tête.',
        latitude: 'La latitude de votre appareil, si vous avez autorisé la localisation.',
        longitude: 'La longitude de votre appareil, si vous avez autorisé la localisation.',
        devicebrowser: 'Votre navigateur, par exemple Chrome.',
        deviceos: 'Votre système d’exploitation, par exemple Android.',
        devicetype: 'Le type de client : toujours WEB.',
        userdevice: 'La fiche d’appareil renvoyée par notre serveur : la langue et les réglages de votre pays.',
        languageName: 'Le nom de la langue de votre pays.',
        countryLanguage: 'Le code de la langue de votre pays.',
        api_type: 'La manière dont le serveur a déterminé votre position.',
        selectedLanguage: 'La langue d’interface choisie (l’anglais par défaut).',
        preselectedLanguage: 'La langue utilisée avant votre dernier changement.',
        cookieConsent: 'Que vous avez accepté les cookies et cette politique (1).',
        sortBy: 'L’ordre de tri choisi dans les listes de produits.',
        offset: 'L’endroit où vous étiez dans une liste de produits, pour y revenir en arrière.',
        backNavigation: 'Enregistrée lorsque vous utilisez le lien RETOUR d’une page d’information, pour que la page retrouvée reprenne sa position.',
        recentlyViewed: 'Les derniers produits que vous avez ouverts (leur numéro, leur titre et leur photo), pour que la page d’accueil et les pages produit puissent vous les montrer à nouveau. Cela reste sur votre appareil et ne nous est jamais envoyé.',
        compareProducts: 'Les produits que vous avez choisi de comparer (quatre au plus : leur numéro et leur titre), pour que la barre de comparaison vous suive de page en page. Cela reste sur votre appareil et ne nous est jamais envoyé.',
      },
    },
    retention: {
      title: 'Combien de temps nous conservons vos données',
      body: {
        note1: 'Nous conservons les données de votre compte jusqu’à sa suppression, puis pendant 60 mois après celle-ci.',
        p1: 'Nous les conservons pendant cette durée pour répondre aux questions sur les commandes passées, régler les litiges, prévenir la fraude et respecter nos obligations légales et fiscales. Au-delà, elles sont supprimées ou anonymisées. Les messages envoyés par le formulaire de contact suivent la même règle.',
      },
    },
    rights: {
      title: 'Vos choix et vos droits',
      body: {
        p1: 'Vous pouvez à tout moment nous demander d’accéder aux données personnelles que nous détenons sur vous, de les rectifier, de les effacer, d’en limiter l’utilisation ou de vous y opposer, ou d’en recevoir une copie dans un format portable. Lorsque nous nous fondons sur votre consentement, vous pouvez le retirer à tout moment, sans effet sur ce qui a été fait auparavant.',
        p2: 'Pour exercer ces droits, écrivez à <privacy>privacy@gbxmarketplace.com</privacy> ou utilisez le <contact>formulaire de contact</contact>. Nous répondons sous 30 jours et pouvons d’abord vous demander de confirmer votre identité.',
      },
    },
    children: {
      title: 'Mineurs',
      body: {
        p1: 'GBX Marketplace s’adresse aux personnes âgées de 18 ans ou plus. Nous ne collectons pas sciemment de données personnelles concernant des personnes de moins de 18 ans ; si nous apprenons que cela s’est produit, nous les supprimons.',
      },
    },
    security: {
      title: 'Comment nous protégeons vos données',
      body: {
        p1: 'Les données circulent entre votre navigateur et nos serveurs par des connexions chiffrées. Les mots de passe sont conservés sous forme d’empreintes irréversibles, l’accès aux données personnelles est réservé au personnel qui en a besoin et nos systèmes sont surveillés contre les usages abusifs. Aucun système n’est parfaitement sûr : gardez votre mot de passe pour vous et déconnectez-vous sur les appareils partagés.',
      },
    },
    changes: {
      title: 'Modifications de ce résumé et comment nous joindre',
      body: {
        p1: 'Lorsque nous modifions la manière dont nous traitons les données personnelles, nous mettons à jour ce résumé et la date indiquée en haut de la page, et nous informons les utilisateurs inscrits des changements importants par e-mail.',
        p2: 'Questions ou réclamations relatives à la confidentialité : <privacy>privacy@gbxmarketplace.com</privacy> ou le <contact>formulaire de contact</contact>.',
      },
    },
  },
};
