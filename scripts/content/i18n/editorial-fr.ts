// French editorial copy.
import type { EditorialDictionary } from './editorial-types';

/** French editorial dictionary. */
export const editorialFr: EditorialDictionary = {
  language: 'fr',
  topics: {
    roadTrips: 'les voyages en voiture avec votre chien', hiking: 'la randonnée avec votre chien', rainyWalks: 'les balades sous la pluie',
    summerHeat: 'la fraîcheur de votre chien en été', camping: 'le camping avec des chiens', puppies: 'votre premier chiot',
    seniorDogs: 'les voyages avec un chien âgé', cityLife: 'la vie en ville avec un chien', boundaryTraining: "l'apprentissage des limites",
    yardSafety: 'un jardin sûr', gpsSafety: 'le suivi GPS', lostPets: 'retrouver un animal perdu', winterWalks: "les promenades d'hiver",
    beachDays: 'les journées à la plage avec votre chien',
  },
  categories: {
    gear: { title: 'Équipement', description: 'Tests et histoires autour de notre équipement.' },
    adventures: { title: 'Aventures', description: 'Voyages, sentiers et idées de sorties avec son chien.' },
    care: { title: 'Soins du chien', description: 'Santé, confort et soins au quotidien.' },
    training: { title: 'Éducation', description: "Des conseils d'éducation pas à pas." },
    safety: { title: 'Sécurité des animaux', description: 'Protéger nos animaux, à la maison comme en voyage.' },
    technology: { title: 'Technologie', description: 'Comment fonctionnent nos traceurs et systèmes.' },
  },
  roles: { designer: 'Direction du design', editor: 'Rédaction', vet: 'Conseil vétérinaire', trainer: 'Éducation canine', engineer: 'Ingénierie produit' },
  bio: (name, role, brand) => `${name} (${role}, ${brand}) vit avec deux chiens très actifs.`,
  blog: {
    trailTestedTitle: (product) => `Testé sur le terrain : « ${product} »`,
    trailTestedExcerpt: (product) => `Nous avons testé « ${product} » pendant une semaine de sentiers. Voici ce qui a tenu.`,
    trailTestedBody: (product, brand) => [
      `Notre équipe a passé une semaine en montagne avec « ${product} ».`,
      'Pluie, boue et longs trajets : il a tout vu, et nos chiens sont restés à l’aise.',
      `Chaque produit ${brand} est testé ainsi avant de vous parvenir.`,
    ],
    meetTitle: (product) => `Découvrez « ${product} »`,
    meetExcerpt: (product) => `L'histoire de « ${product} » et pourquoi nous l'avons créé.`,
    meetBody: (product, brand) => [
      `« ${product} » est né d'une simple question de nos clients.`,
      'Nous avons dessiné, cousu et testé une douzaine de versions avant d’être satisfaits.',
      `Aujourd'hui, c'est l'un des favoris de ${brand}.`,
    ],
    designerTitle: 'Rencontre avec la designer',
    designerExcerpt: (name, brand) => `${name} dirige le design chez ${brand}. Comment une idée devient-elle un produit ?`,
    designerBody: (name, brand) => [
      `${name} conçoit l'équipement de ${brand} depuis huit ans.`,
      'Chaque projet commence sur la route, en observant comment les chiens voyagent vraiment.',
      'Viennent ensuite les croquis, les prototypes et de nombreux tests dans la boue.',
    ],
    tipsTitle: (topic) => `Cinq conseils pour ${topic}`,
    tipsExcerpt: (topic) => `Des idées simples pour ${topic}, pour vous et votre animal.`,
    tipsBody: (topic) => [
      `Pour ${topic}, commencez petit et progressez doucement.`,
      "Emportez de l'eau, une gamelle et une serviette, et faites souvent des pauses.",
      'Vérifiez que colliers et harnais sont bien ajustés avant de partir.',
      'Récompensez le calme par des caresses et des friandises.',
    ],
    guideTitle: (topic) => `Petit guide pour ${topic}`,
    guideExcerpt: (topic) => `L'essentiel pour ${topic}, en quelques minutes.`,
    guideBody: (topic, brand) => [
      `Ce guide présente les bases pour ${topic}.`,
      'Avancez étape par étape, avec des séances courtes et positives.',
      `Une question ? L'équipe ${brand} est là pour vous aider.`,
    ],
    shopLink: 'Acheter',
  },
  press: {
    launchTitle: (product, brand) => `${brand} lance « ${product} »`,
    launchBody: (product, brand) => [
      `${brand} a présenté aujourd'hui « ${product} ».`,
      'Il est disponible en ligne et chez certains revendeurs.',
    ],
    awardTitle: (brand) => `${brand} reçoit un prix de design pour ses accessoires`,
    awardBody: (brand) => [
      `${brand} a été récompensé pour des produits durables et simples.`,
      'Le jury a salué les tests en conditions réelles.',
    ],
    expansionTitle: (brand) => `${brand} livre désormais dans plus de pays`,
    expansionBody: (brand) => [
      `${brand} étend ses livraisons à de nouveaux marchés.`,
      'Les clients peuvent acheter dans leur devise et leur langue.',
    ],
    partnerTitle: (brand) => `${brand} s'associe aux refuges locaux`,
    partnerBody: (brand) => [
      `${brand} offrira de l'équipement à des refuges cette année.`,
      'Les équipes feront aussi du bénévolat dans les refuges partenaires.',
    ],
  },
  cards: {
    shipping: { title: 'Livraison', text: 'Délais, frais et suivi de colis.' },
    returns: { title: 'Retours', text: 'Renvoyez un article pendant le délai de retour.' },
    warranty: { title: 'Garantie à vie', text: 'Déclarez un problème sur votre équipement.' },
    contact: { title: 'Nous contacter', text: 'Notre équipe répond sous un jour.' },
    manuals: { title: 'Notices des produits', text: "Guides d'installation et notices." },
    orders: { title: 'Vos commandes', text: "Consultez l'état d'une commande." },
  },
  pages: {
    home: { title: 'Accueil', intro: 'De l’équipement pour chaque sortie avec votre animal.', paragraphs: ['Conçu, testé et garanti à vie.'] },
    privacy: {
      title: 'Politique de confidentialité',
      intro: 'Cette politique explique quelles données {brand} collecte et pourquoi.',
      paragraphs: [
        'Nous collectons les informations données lors de la commande : nom, adresse et e-mail.',
        'Nous les utilisons pour livrer votre commande et, avec votre accord, vous envoyer nos offres.',
        'Nous ne vendons jamais vos données. Vous pouvez les consulter ou les supprimer à tout moment.',
      ],
    },
    shipping: {
      title: 'Livraison',
      intro: 'Comment et quand votre commande vous parvient.',
      paragraphs: [
        'Nous préparons les commandes les jours ouvrés et vous envoyons un lien de suivi dès que votre colis part.',
        'La livraison prend en général quelques jours ouvrés ; les zones isolées peuvent demander plus de temps.',
        'Les frais de livraison sont indiqués dans votre panier avant le paiement, et les commandes éligibles sont livrées gratuitement.',
      ],
    },
    returns: {
      title: 'Retours',
      intro: "Vous avez changé d'avis ? Renvoyez-le.",
      paragraphs: [
        "Les articles non utilisés, dans leur emballage d'origine, peuvent être retournés dans les 30 jours suivant la livraison.",
        'Contactez-nous avec votre numéro de commande : nous vous enverrons une étiquette de retour et les instructions.',
        'Nous remboursons le moyen de paiement initial quelques jours après réception du retour.',
      ],
    },
    firstAidGuide: {
      title: 'Guide de premiers secours',
      intro: 'Un guide à imprimer pour les premières minutes après un accident.',
      paragraphs: [
        'Restez calme et gardez votre animal immobile et au chaud.',
        'Appuyez un linge propre sur toute plaie qui saigne.',
        "Appelez votre vétérinaire ou la clinique d'urgence avant de prendre la route.",
      ],
    },
    proProgram: {
      title: 'Candidature au programme pro',
      intro: 'Pour les éducateurs, toiletteurs, guides et autres professionnels.',
      paragraphs: [
        'Les membres du programme pro {brand} profitent de tarifs spéciaux.',
        'Parlez-nous de votre activité, nous répondons sous quelques jours.',
      ],
    },
    lifetimeWarranty: {
      title: 'Garantie à vie',
      intro: "L'équipement {brand} est fait pour durer, et nous le garantissons.",
      paragraphs: [
        'Si un produit présente un défaut, nous le réparons ou le remplaçons.',
        "L'usure normale et les dégâts de mâchonnement ne sont pas couverts.",
        'Remplissez le formulaire avec votre numéro de commande et une photo.',
      ],
    },
    calorieCalculator: {
      title: 'Calculateur de calories pour chien',
      intro: 'Estimez les calories dont votre chien a besoin chaque jour.',
      paragraphs: [
        "Indiquez le poids et le niveau d'activité de votre chien.",
        "Le résultat est un point de départ ; demandez conseil à votre vétérinaire.",
      ],
    },
    contact: {
      title: 'Nous contacter',
      intro: 'Une question sur une commande ou un produit ? Nous sommes là.',
      paragraphs: ['Écrivez-nous via le formulaire ou appelez notre service client.'],
    },
    accessibility: {
      title: 'Accessibilité',
      intro: 'Nous voulons que chacun puisse utiliser nos sites.',
      paragraphs: ['Nous testons nos pages au clavier et avec des lecteurs d’écran.', 'Signalez-nous tout ce qui ne fonctionne pas.'],
    },
  },
  home: {
    heroHeading: 'Pensé pour la vie avec vos animaux',
    heroText: 'Tout ce que nous fabriquons est testé par de vrais chiens et chats.',
    heroCta: 'Voir les meilleures ventes',
    productsHeading: 'Populaires en ce moment',
    collectionsHeading: 'Acheter par catégorie',
    supportHeading: 'Comment pouvons-nous vous aider ?',
  },
  banner: {
    scheduled: "Soldes des fêtes : -20 % sur une sélection d'articles jusqu'au 5 janvier.",
    plain: 'Livraison offerte sur les commandes éligibles.',
  },
  storeHours: 'Lun-ven 9 h-19 h, sam 10 h-17 h',
  storeName: (city) => `Magasin de ${city}`,
  seoSuffix: (brand) => `Blog ${brand}`,
};
