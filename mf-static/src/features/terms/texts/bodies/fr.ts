import type { TranslationTree } from '@gbx/shared';

/** The section bodies of the terms in French (same keys as en.ts). */
export const frBodies: Record<string, TranslationTree> = {
  facilitativePlatform: {
    p1: 'GBX Marketplace est une plateforme d’intermédiation. Nous publions les articles proposés par des vendeurs indépendants et aidons les acheteurs à les rechercher et à les classer par pertinence, prix, lieu, catégorie et popularité. <strong>Nous n’achetons, ne possédons, ne stockons ni ne revendons aucun article publié sur la place de marché</strong>, et nous ne sommes pas partie à la vente entre l’acheteur et le vendeur.',
    p2: 'Chaque vendeur doit s’assurer que les articles qu’il publie peuvent être légalement vendus là où il se trouve et livrés dans le pays de l’acheteur, et que ses annonces respectent cette politique. Les règles varient d’un pays à l’autre : lorsqu’elles diffèrent, la règle la plus stricte s’applique à l’annonce.',
    p3: 'Cette politique énumère les articles qui ne peuvent jamais être mis en vente (articles interdits) et ceux qui ne peuvent l’être qu’aux conditions indiquées (articles réglementés). Elle fait partie des conditions d’utilisation que chaque acheteur, vendeur et affilié accepte lors de son inscription.',
  },
  eligibility: {
    note1: 'Personne de moins de 18 ans ne peut s’inscrire, acheter, vendre ou être affilié sur GBX Marketplace.',
    p1: 'L’inscription demande une date de naissance, et nous fermons les comptes ouverts par des personnes de moins de 18 ans. Les vendeurs ne doivent pas cibler les mineurs, et les articles soumis à une limite d’âge doivent l’indiquer dans l’annonce, avec l’âge minimum, afin que les acheteurs et les transporteurs puissent le vérifier.',
    p2: 'Un compte vendeur est détenu par une personne ou une entreprise capable de conclure des contrats contraignants dans son pays. Les vendeurs doivent fournir des informations exactes sur eux-mêmes et sur leur activité, et les tenir à jour.',
  },
  generalProhibitions: {
    p1: 'Quelle que soit la catégorie, une annonce est interdite lorsque :',
    list1: {
      a: 'l’article est illégal à vendre, à détenir ou à exporter dans le pays du vendeur, ou à importer dans le pays de l’acheteur ;',
      b: 'le vendeur n’est pas propriétaire de l’article ou n’a pas le droit de le vendre ;',
      c: 'la description, les photos, l’état (neuf, d’occasion ou reconditionné) ou l’origine (authentique ou réplique) sont faux ou trompeurs ;',
      d: 'l’annonce masque le prix réel, ajoute des frais non affichés ou invite les acheteurs à payer ou à prendre contact en dehors de GBX Marketplace ;',
      e: 'l’article a été rappelé par son fabricant ou par une autorité publique, ou a été déclaré dangereux.',
    },
    p2: 'Chaque catégorie d’articles de l’index ajoute ses propres règles à ces règles générales.',
  },
  artifacts: {
    p1: 'Les découvertes archéologiques, les objets prélevés sur des sites historiques, des épaves ou des tombes, et les biens culturels protégés par leur pays d’origine ne peuvent pas être mis en vente. Cela inclut les objets provenant de sépultures et les objets ayant une valeur sacrée ou cérémonielle pour des peuples autochtones.',
    p2: 'Les antiquités et œuvres d’art acquises légalement peuvent être mises en vente lorsque le vendeur peut en établir la provenance et, si la loi l’exige, détient une licence d’exportation. Nous pouvons demander ces documents à tout moment.',
  },
  currencyAndStamps: {
    p1: 'Les pièces, billets et timbres de collection authentiques peuvent être mis en vente. La fausse monnaie, les faux timbres et le matériel conçu pour les fabriquer sont interdits, tout comme la monnaie ayant cours légal proposée au-dessus de sa valeur faciale comme moyen de paiement.',
    note1: 'Les répliques de pièces doivent porter la mention COPY, REPRODUCTION ou REPLICA sur l’objet lui-même, et l’annonce doit préciser qu’il s’agit d’une réplique.',
    p2: 'Les répliques de billets doivent se distinguer nettement des vrais par leur taille ou leur couleur et ne doivent pas pouvoir servir de monnaie. Les timbres-poste encore valables peuvent être vendus à leur valeur faciale ou en dessous.',
  },
  contractsAndTickets: {
    p1: 'Les contrats et billets dont les conditions interdisent la cession ne peuvent pas être mis en vente. Cela couvre les billets d’avion et de train émis au nom d’un passager, les billets et participations de loterie, les contrats de services prépayés, ainsi que les adhésions et garanties liées à une seule personne.',
    p2: 'Les chèques-cadeaux et bons d’achat peuvent être mis en vente lorsque l’émetteur en autorise la revente et que l’annonce indique l’émetteur, la valeur et la date d’expiration. Les billets pour des événements font l’objet d’une section distincte plus bas.',
  },
  cardsAndFinancialInstruments: {
    p1: 'Les cartes de crédit, de débit et prépayées, les numéros de carte et les coordonnées de comptes ne peuvent pas être mis en vente, qu’ils soient actifs ou non. Il en va de même des actions, obligations, parts, certificats d’investissement, chèques, mandats et de tout autre instrument financier, ainsi que des offres de prêt, de crédit ou de rendement.',
    p2: 'Les cartes expirées ayant une valeur de collection ne peuvent être mises en vente que si elles ont été coupées ou perforées de manière à être inutilisables, et si le numéro de carte n’apparaît sur aucune photo.',
  },
  drugs: {
    p1: 'Les drogues illicites, les substances réglementées et leurs précurseurs ne peuvent pas être mis en vente, pas plus que les produits prétendant produire les mêmes effets (les prétendues drogues légales). Les accessoires de consommation, c’est-à-dire les articles conçus ou vendus pour fabriquer, dissimuler ou consommer des drogues illicites, sont également interdits.',
    p2: 'Les médicaments sur ordonnance font l’objet d’une section distincte plus bas. Les compléments alimentaires ne peuvent être mis en vente que s’ils sont légaux dans les pays concernés et que l’annonce ne comporte aucune allégation médicale.',
  },
  offensiveMaterial: {
    p1: 'Les articles et annonces qui promeuvent ou glorifient la haine, la violence ou la discrimination envers des personnes en raison de leur race, de leur origine ethnique, de leur religion, de leur handicap, de leur genre, de leur orientation sexuelle ou de leur nationalité sont interdits, tout comme les articles qui glorifient des crimes récents ou leurs auteurs.',
    p2: 'Les objets historiques portant des symboles offensants ne peuvent être mis en vente que s’ils ont une réelle valeur historique, sont décrits de manière factuelle et si leur vente est légale dans les pays concernés.',
  },
  eventTickets: {
    p1: 'Les billets de concerts, de rencontres sportives et d’autres événements peuvent être mis en vente lorsque l’organisateur en autorise la revente et que celle-ci est légale là où l’événement a lieu. L’annonce doit indiquer l’événement, la date, le lieu, la place ou la zone et la valeur faciale du billet.',
    p2: 'Lorsque la loi plafonne le prix de revente des billets, le prix demandé doit respecter ce plafond. Les billets valables uniquement avec l’identité de l’acheteur initial ne peuvent pas être mis en vente.',
  },
  facesNamesSignatures: {
    p1: 'Les articles utilisant le visage, le nom ou la signature d’une personne sans son autorisation ne peuvent pas être mis en vente lorsque cet usage laisse entendre que la personne cautionne l’article. Les autographes doivent être authentiques : l’annonce d’un article signé doit préciser comment la signature a été obtenue et si elle est accompagnée d’un certificat d’authenticité.',
    p2: 'Les réimpressions, fac-similés et signatures pré-imprimées doivent être décrits comme tels dans le titre de l’annonce.',
  },
  weapons: {
    p1: 'Les armes à feu, les munitions, les pièces nécessaires au fonctionnement d’une arme à feu, les explosifs et les articles permettant de modifier ou de rendre silencieuse une arme à feu ne peuvent pas être mis en vente. Il en va de même des pistolets à impulsion électrique, des bombes au poivre, des coups-de-poing américains, des étoiles de lancer et des armes dissimulées en objets ordinaires.',
    note1: 'Les couteaux dont la lame dépasse 10 cm sont interdits. Les couteaux de cuisine, de loisirs créatifs, de sport et de collection dont la lame mesure 10 cm ou moins peuvent être mis en vente lorsque leur vente est légale dans les pays concernés.',
    p2: 'Les couteaux ne peuvent être vendus qu’à des acheteurs âgés de 18 ans ou plus, et l’annonce doit indiquer la longueur de la lame. Les répliques d’armes et les armes décoratives doivent être clairement décrites comme telles et ne doivent pas pouvoir être modifiées pour tirer.',
  },
  alcoholAndTobacco: {
    p1: 'Les boissons alcoolisées ne peuvent être mises en vente que par des vendeurs titulaires des licences exigées dans leur pays et dans celui de l’acheteur, uniquement pour des acheteurs ayant l’âge légal, et uniquement là où la livraison d’alcool est autorisée. L’annonce doit indiquer le titre alcoométrique et le volume.',
    p2: 'Les produits du tabac, les cigarettes électroniques, les recharges et les produits contenant de la nicotine ne peuvent pas être mis en vente. Les emballages vides de collection et les pipes sans tabac peuvent l’être.',
  },
  governmentIdsAndUniforms: {
    p1: 'Les passeports, cartes d’identité, permis de conduire, actes de naissance et tout autre document officiel, qu’ils soient authentiques, modifiés ou faux, ne peuvent pas être mis en vente, pas plus que les formulaires vierges ou modèles permettant de les fabriquer. Les uniformes, insignes et plaques actuels des administrations, des forces armées et des services d’urgence sont également interdits.',
    p2: 'Les uniformes et insignes anciens ayant une valeur historique peuvent être mis en vente lorsqu’ils ne peuvent pas être confondus avec les modèles actuels. Les articles liés à la police font l’objet d’une section distincte plus bas.',
  },
  hazardousMaterials: {
    p1: 'Les matières dangereuses à manipuler ou à transporter ne peuvent pas être mises en vente : explosifs et feux d’artifice, gaz et liquides inflammables, substances toxiques, corrosives et radioactives, pesticides interdits, et articles contenant de l’amiante ou du mercure.',
    p2: 'Les produits ménagers courants classés comme marchandises dangereuses pour le transport, comme les aérosols ou les batteries au lithium, ne peuvent être mis en vente que si le vendeur les emballe et les expédie conformément aux règles sur les marchandises dangereuses et l’indique dans l’annonce.',
  },
  humanParts: {
    p1: 'Les organes, tissus, sang, os et crânes humains, les cheveux attachés au cuir chevelu et tout autre reste humain ne peuvent pas être mis en vente, que ce soit à des fins médicales, scientifiques ou de collection. Il en va de même des services qui les proposent.',
    p2: 'Les extensions et perruques en cheveux humains donnés peuvent être mises en vente, ainsi que les modèles d’enseignement médical en matériaux synthétiques.',
  },
  invoices: {
    p1: 'Les factures, reçus, bons de commande et certificats ne peuvent pas être mis en vente, qu’ils soient vierges ou remplis, authentiques ou inventés. Ils peuvent servir à appuyer des retours, des demandes de garantie ou des déclarations fiscales frauduleux.',
    p2: 'Le vendeur doit remettre à l’acheteur une facture en bonne et due forme pour chaque vente, comme l’exige la loi de son pays ; cette facture appartient à la vente et n’est jamais un article à vendre en soi.',
  },
  mailingLists: {
    p1: 'Les listes d’adresses e-mail, de numéros de téléphone, d’adresses postales ou de toute autre donnée personnelle ne peuvent pas être mises en vente, pas plus que les bases de données, logiciels ou services conçus pour collecter ces données sans le consentement des personnes concernées.',
    p2: 'Les vendeurs ne peuvent utiliser les coordonnées d’un acheteur que pour exécuter sa commande et répondre à ses questions, jamais pour lui envoyer de la publicité qu’il n’a pas acceptée.',
  },
  nonTransferableItems: {
    p1: 'Les articles dont l’émetteur n’autorise pas la cession ne peuvent pas être mis en vente. Cela comprend les comptes de jeux et de streaming, les points de fidélité et les miles aériens, les licences et permis personnels, les abonnements liés à une personne et les bons portant la mention « ne peut être revendu ».',
    p2: 'En cas de doute, le vendeur doit vérifier les conditions de l’émetteur avant de publier : une annonce qui les enfreint sera retirée même si l’article lui-même est sans danger.',
  },
  policeItems: {
    p1: 'Les insignes, cartes, uniformes et équipements de police actuels ne peuvent pas être mis en vente, pas plus que leurs reproductions. Les menottes, entraves et matraques ne peuvent être mises en vente que là où leur vente au public est légale.',
    note1: 'Les insignes de police historiques ne peuvent être mis en vente que s’ils ont au moins 75 ans, et l’annonce doit indiquer leur âge.',
    p2: 'L’annonce d’un insigne historique doit décrire l’insigne, le corps de police et l’époque. Nous pouvons demander une preuve de son âge et retirer les annonces qui ne peuvent pas l’établir.',
  },
  pornography: {
    p1: 'La pornographie et les contenus sexuellement explicites ne peuvent pas être mis en vente, pas plus que tout contenu sexualisant des mineurs, que nous signalons aux autorités. Les annonces ne doivent montrer aucune nudité dans leurs photos ou leurs titres.',
    p2: 'Les produits pour adultes, comme la lingerie et les articles de bien-être, ne peuvent être mis en vente que dans les catégories pour adultes, avec des photos neutres, pour des acheteurs de 18 ans ou plus, et uniquement là où leur vente est légale.',
  },
  medicalDrugsAndDevices: {
    p1: 'Les médicaments sur ordonnance, y compris vétérinaires, ne peuvent pas être mis en vente, pas plus que les lentilles de contact, les aides auditives ou les autres dispositifs médicaux qui nécessitent une ordonnance ou un ajustement médical dans le pays de l’acheteur.',
    p2: 'Les médicaments et dispositifs médicaux sans ordonnance ne peuvent être mis en vente que par des vendeurs autorisés à les vendre dans leur pays et, le cas échéant, dans celui de l’acheteur. Les annonces ne doivent pas prétendre que le produit guérit ou prévient une maladie.',
    p3: 'Les dispositifs médicaux d’occasion ne peuvent être mis en vente que si la loi l’autorise et que le vendeur déclare qu’ils ont été nettoyés et vérifiés par une personne qualifiée.',
  },
  counterfeitsAndPiratedCopies: {
    p1: 'Les contrefaçons, c’est-à-dire les articles qui copient la marque, le logo ou le design d’une autre entreprise de sorte que les acheteurs puissent les croire authentiques, sont interdites. Les annonces ne doivent pas employer les termes « inspiré de », « style » ou similaires avec un nom de marque pour vendre des imitations.',
    p2: 'Les copies piratées de films, de musique, de livres, de jeux et de logiciels, ainsi que les articles qui en contiennent, sont également interdites, tout comme les appareils modifiés pour lire des contenus piratés.',
    p3: 'Une réplique qui n’est pas une contrefaçon, comme une maquette ou une reproduction vendue sous son propre nom, doit porter la mention Réplique dans l’annonce. Les titulaires de droits peuvent signaler une annonce qui porte atteinte à leurs droits via la page de contact.',
  },
  hackingAndSpyEquipment: {
    p1: 'Les logiciels, appareils et services conçus pour s’introduire sans autorisation dans des ordinateurs, réseaux, comptes ou téléphones ne peuvent pas être mis en vente. Cela inclut les casseurs de mots de passe, les dispositifs de skimming, les brouilleurs de signal et les appareils qui débloquent ou modifient l’identité des téléphones et des véhicules.',
    p2: 'Le matériel d’espionnage, c’est-à-dire les caméras cachées, micros espions, traceurs et logiciels conçus pour surveiller ou enregistrer des personnes à leur insu, est également interdit. Les caméras de sécurité ordinaires et les dispositifs de surveillance domestique peuvent être mis en vente lorsqu’ils sont vendus pour un usage licite et visible.',
  },
  software: {
    p1: 'Un logiciel ne peut être mis en vente que par son éditeur ou par un vendeur autorisé par l’éditeur à le revendre. L’annonce doit préciser ce que reçoit l’acheteur : une copie physique, une clé de licence ou un téléchargement, quelle version, pour quels systèmes et pour combien d’utilisateurs.',
    p2: 'Les versions éducation, OEM et d’essai ne peuvent pas être vendues à des acheteurs qui n’y ont pas droit, et un logiciel vendu sous forme de licence ne doit pas être la copie d’une autre licence.',
  },
  stolenProperty: {
    p1: 'Les articles volés, ainsi que les articles dont les numéros de série ou marques d’identification ont été effacés ou modifiés, ne peuvent jamais être mis en vente. Nous coopérons avec les forces de l’ordre et leur communiquons les informations qu’elles demandent légalement au sujet d’annonces de biens volés.',
    p2: 'Les vendeurs d’appareils électroniques, de véhicules, de vélos et d’équipements d’occasion doivent pouvoir prouver qu’ils sont propriétaires de ce qu’ils vendent et peuvent être invités à présenter une preuve d’achat.',
  },
  transitItems: {
    p1: 'Les uniformes, insignes, cartes d’identification, clés et équipements actuels des compagnies aériennes, des chemins de fer, des transports publics et des compagnies maritimes ne peuvent pas être mis en vente, car ils peuvent servir à accéder à des zones réglementées.',
    note1: 'Les vêtements vintage du secteur des transports ne peuvent être mis en vente que s’ils ont au moins 10 ans et ne sont plus utilisés par l’entreprise qui les a fournis.',
    p2: 'Les horaires, panneaux, maquettes et billets de collection qui ne sont plus utilisables peuvent être mis en vente.',
  },
  usedClothingAndCosmetics: {
    p1: 'Les vêtements d’occasion ne peuvent être mis en vente que s’ils ont été nettoyés. Les sous-vêtements, maillots de bain et chaussettes usagés ne peuvent pas être mis en vente. L’annonce doit décrire honnêtement l’état de l’article, y compris l’usure, les taches ou les dommages.',
    p2: 'Les cosmétiques, produits de toilette et parfums doivent être neufs, scellés et dans leur date limite d’utilisation. Les cosmétiques entamés et les échantillons ouverts ne peuvent pas être mis en vente, pas plus que les produits contenant des ingrédients interdits dans les pays concernés.',
  },
  wildlife: {
    p1: 'Les animaux vivants ne peuvent pas être mis en vente. Il en va de même des produits issus d’espèces menacées ou protégées, notamment l’ivoire, la corne de rhinocéros, l’écaille de tortue, le corail, ainsi que les peaux, fourrures, dents et os d’animaux protégés, quel que soit leur âge.',
    p2: 'Les produits issus d’animaux d’élevage ou non protégés, comme le cuir et la laine, peuvent être mis en vente lorsqu’ils respectent les règles des pays concernés. Les vendeurs doivent pouvoir établir l’origine légale de tout produit d’origine animale.',
  },
  textileQuotas: {
    p1: 'Certains pays limitent par des quotas la quantité de textiles et de vêtements pouvant être importée de certains pays. Les vendeurs qui vendent des textiles à l’étranger doivent s’assurer que chaque envoi respecte les règles de quotas du pays de l’acheteur et est accompagné du certificat d’origine approprié.',
    p2: 'L’annonce doit indiquer le pays de fabrication du textile ou du vêtement. Les acheteurs paient les éventuels droits de douane transfrontaliers, qui ne sont pas inclus dans les prix affichés.',
  },
  sanctionedItems: {
    p1: 'Aucun article ne peut être mis en vente, acheté ou expédié en violation de sanctions commerciales ou d’embargos. Cela couvre les marchandises en provenance ou à destination de pays et régions sous embargo, le commerce avec des personnes et organisations sanctionnées, et les marchandises nécessitant une licence d’exportation que le vendeur ne détient pas.',
    p2: 'Les biens à double usage, c’est-à-dire pouvant avoir une utilisation militaire aussi bien que civile, ne peuvent être mis en vente qu’avec les licences d’exportation exigées par leur destination. Nous pouvons bloquer des annonces et des paiements pour respecter le droit des sanctions.',
  },
  enforcement: {
    p1: 'Lorsqu’une annonce enfreint cette politique, nous pouvons la retirer, restreindre le compte du vendeur, supprimer sa mise en avant ou fermer le compte, selon la gravité du manquement et s’il s’est déjà produit. Lorsque la loi l’exige, nous signalons les annonces aux autorités.',
    p2: 'Toute personne peut signaler une annonce qu’elle estime contraire à cette politique en nous écrivant via la <contact>page de contact</contact>. Indiquez le numéro du produit (identifiant produit GBX) et le motif. Nous examinons chaque signalement et préservons la confidentialité de son auteur.',
    p3: 'Nous mettons à jour cette politique lorsque les lois changent ou que de nouveaux types d’articles apparaissent. La version de cette page est celle qui s’applique à chaque annonce à compter du jour de sa publication.',
  },
};
