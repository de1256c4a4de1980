/**
 * Terms and conditions: the policy on prohibited and restricted items (§2.15),
 * with the limits of §5 "Listing policy" and §9, and the facilitative nature of
 * the platform (§1). English is the source every translation follows; the
 * order of `sections` is the order on the page, and the ids of INDEXED_SECTIONS
 * (terms-sections.ts) are the 28 entries of the index.
 */
export const en = {
  title: 'Terms and conditions',
  lead: 'Our policy on prohibited and restricted items: what may be listed on GBX Marketplace, what may be listed only under conditions, and what may never be listed.',
  meta: 'This policy applies to every listing, vendor store and message on GBX Marketplace, in every country we serve.',
  glanceTitle: 'Limits at a glance',
  glance: {
    age: 'No one under 18 may use GBX Marketplace to buy or sell.',
    knives: 'Knife blades longer than 10 cm are not allowed.',
    badges: 'Historical police badges must be at least 75 years old, and the listing must state their age.',
    transit: 'Vintage transit clothing must be at least 10 years old.',
    coins: 'Coin replicas must be marked COPY, REPRODUCTION or REPLICA.',
  },
  indexTitle: 'Index of prohibited and restricted items',
  indexHint: '28 item categories. Each entry takes you to its section.',
  sections: {
    facilitativePlatform: {
      title: 'Our role as a facilitative platform',
      body: {
        p1: 'GBX Marketplace is a facilitative platform. We list items offered by independent vendors and help buyers search for them and rank them by keyword relevance, price, location, category and popularity. <strong>We do not buy, own, hold or resell any item listed on the marketplace</strong>, and we are not a party to the sale between a buyer and a vendor.',
        p2: 'Each vendor is responsible for making sure that the items they list are legal to sell where they are located and legal to deliver to the buyer’s country, and that their listings follow this policy. Rules differ from country to country: when they do, the stricter rule applies to the listing.',
        p3: 'This policy sets out items that may never be listed (prohibited items) and items that may be listed only under the conditions stated (restricted items). It is part of the terms of use that every buyer, vendor and affiliate accepts when they register.',
      },
    },
    eligibility: {
      title: 'Who may buy and sell: 18 and older',
      body: {
        note1: 'No one under 18 may register, buy, sell or act as an affiliate on GBX Marketplace.',
        p1: 'Registration asks for a date of birth, and we close accounts that were opened by anyone under 18. Vendors must not market items to minors, and items that carry an age restriction must say so in the listing, with the minimum age, so that buyers and delivery partners can check it.',
        p2: 'A vendor account is held by a person or a business that can enter into binding contracts in its own country. Vendors must give accurate details about themselves and their business, and keep them up to date.',
      },
    },
    generalProhibitions: {
      title: 'General prohibitions',
      body: {
        p1: 'Whatever the category, a listing is not allowed when:',
        list1: {
          a: 'the item is illegal to sell, own or export in the vendor’s country, or to import into the buyer’s country;',
          b: 'the vendor does not own the item or does not have the right to sell it;',
          c: 'the description, photos, condition (New, Used or Refurbished) or origin (Genuine or Replica) are false or misleading;',
          d: 'the listing hides the real price, adds charges that are not shown, or asks buyers to pay or get in touch outside GBX Marketplace;',
          e: 'the item has been recalled by its manufacturer or a public authority, or has been declared unsafe.',
        },
        p2: 'Each item category of the index adds its own rules to these general ones.',
      },
    },
    artifacts: {
      title: 'Artifacts and cultural property',
      body: {
        p1: 'Archaeological finds, objects taken from historic sites, shipwrecks or graves, and cultural property protected by the country it comes from may not be listed. This includes items taken from a burial site and items of sacred or ceremonial significance to indigenous peoples.',
        p2: 'Antiques and artworks that were legally acquired may be listed when the vendor can show where the item comes from (its provenance) and, where the law requires it, holds an export licence. We may ask for these documents at any time.',
      },
    },
    currencyAndStamps: {
      title: 'Currency, coins and stamps',
      body: {
        p1: 'Genuine collectible coins, banknotes and stamps may be listed. Counterfeit money, counterfeit stamps and equipment designed to make them are prohibited, and so is money that is still legal tender offered above its face value as a means of payment.',
        note1: 'Coin replicas must be marked COPY, REPRODUCTION or REPLICA on the item itself, and the listing must say that the item is a replica.',
        p2: 'Replica banknotes must be clearly different in size or colour from the real ones and must not be usable as money. Postage stamps that are still valid may be sold at or below their face value.',
      },
    },
    contractsAndTickets: {
      title: 'Contracts and tickets',
      body: {
        p1: 'Contracts and tickets whose terms forbid their transfer may not be listed. This covers airline and rail tickets issued in a passenger’s name, lottery tickets and entries, pre-paid service contracts, memberships and warranties that are tied to one person.',
        p2: 'Gift certificates and vouchers may be listed when the issuer allows their resale and the listing gives the issuer, the value and the expiry date. Event tickets have their own section below.',
      },
    },
    cardsAndFinancialInstruments: {
      title: 'Credit cards and financial instruments',
      body: {
        p1: 'Credit, debit and pre-paid cards, card numbers and account details may not be listed, whether active or not. Nor may stocks, bonds, shares, investment certificates, cheques, money orders or any other financial instrument, or offers of loans, credit or investment returns.',
        p2: 'Expired cards with collectible value may be listed only when they have been cut or punched so that they cannot be used, and the card number is not shown in any photo.',
      },
    },
    drugs: {
      title: 'Drugs and drug paraphernalia',
      body: {
        p1: 'Illegal drugs, controlled substances and their precursors may not be listed, and nor may products that claim to give the same effect (so-called legal highs). Drug paraphernalia, meaning items designed or marketed for making, hiding or using illegal drugs, is prohibited too.',
        p2: 'Prescription medicines have their own section below. Food supplements may be listed only when they are legal in the countries concerned and the listing makes no medical claims.',
      },
    },
    offensiveMaterial: {
      title: 'Offensive material',
      body: {
        p1: 'Items and listings that promote or glorify hatred, violence or discrimination against people because of their race, ethnic origin, religion, disability, gender, sexual orientation or nationality are prohibited. So are items that glorify recent crimes or the people who committed them.',
        p2: 'Historical items that carry offensive symbols may be listed only when they have real historical value, are described in a factual way, and their sale is legal in the countries concerned.',
      },
    },
    eventTickets: {
      title: 'Event tickets',
      body: {
        p1: 'Tickets for concerts, sports and other events may be listed when the event organiser allows their resale and resale is legal where the event takes place. The listing must give the event, the date, the venue, the seat or area, and the face value of the ticket.',
        p2: 'Where the law caps the resale price of tickets, the asking price must respect that cap. Tickets that are only valid with the original buyer’s identity may not be listed.',
      },
    },
    facesNamesSignatures: {
      title: 'Faces, names and signatures',
      body: {
        p1: 'Items that use a person’s face, name or signature without their permission may not be listed when the use suggests that the person endorses the item. Autographs must be genuine: a listing of a signed item must say how the signature was obtained and whether it comes with a certificate of authenticity.',
        p2: 'Reprints, facsimiles and pre-printed signatures must be described as such in the title of the listing.',
      },
    },
    weapons: {
      title: 'Weapons and knives',
      body: {
        p1: 'Firearms, ammunition, parts that make a firearm work, explosives and items that convert or silence a firearm may not be listed. Nor may stun guns, pepper spray, knuckle dusters, throwing stars or weapons disguised as other objects.',
        note1: 'Knife blades longer than 10 cm are not allowed. Kitchen, craft, sports and collectible knives with a blade of 10 cm or less may be listed when their sale is legal in the countries concerned.',
        p2: 'Knives may be sold only to buyers who are 18 or older, and the listing must give the blade length. Replica and decorative weapons must be clearly described as such and must not be capable of being made to fire.',
      },
    },
    alcoholAndTobacco: {
      title: 'Alcohol and tobacco',
      body: {
        p1: 'Alcoholic drinks may be listed only by vendors who hold the licences required in their country and in the buyer’s country, only for buyers of legal drinking age, and only where delivery of alcohol is allowed. The listing must give the alcohol content and the volume.',
        p2: 'Tobacco products, electronic cigarettes, refills and nicotine products may not be listed. Collectible empty packaging and tobacco pipes with no tobacco in them may be listed.',
      },
    },
    governmentIdsAndUniforms: {
      title: 'Government IDs, licences and uniforms',
      body: {
        p1: 'Passports, identity cards, driving licences, birth certificates and any other official document, whether genuine, altered or fake, may not be listed, and nor may blank forms or templates for making them. Current uniforms, insignia and badges of government agencies, armed forces and emergency services are prohibited too.',
        p2: 'Obsolete uniforms and insignia with historical value may be listed when they cannot be mistaken for current ones. Police items follow their own section below.',
      },
    },
    hazardousMaterials: {
      title: 'Hazardous materials',
      body: {
        p1: 'Materials that are dangerous to handle or to ship may not be listed: explosives and fireworks, flammable gases and liquids, toxic, corrosive and radioactive substances, pesticides that are banned, and items containing asbestos or mercury.',
        p2: 'Ordinary household products that are classed as dangerous goods for transport, such as aerosols or lithium batteries, may be listed only when the vendor packs and ships them according to dangerous-goods rules and says so in the listing.',
      },
    },
    humanParts: {
      title: 'Human remains and body parts',
      body: {
        p1: 'Human organs, tissue, blood, bones, skulls, hair attached to a scalp, and any other human remains may not be listed, whether for medical, scientific or collecting purposes. Nor may services that offer them.',
        p2: 'Hair extensions and wigs made from donated human hair may be listed. Medical teaching models made from synthetic materials may be listed.',
      },
    },
    invoices: {
      title: 'Invoices and receipts',
      body: {
        p1: 'Invoices, receipts, purchase orders and certificates may not be listed, whether blank, filled in, genuine or made up. They can be used to support fraudulent returns, warranty claims or tax claims.',
        p2: 'A vendor must give the buyer a proper invoice for each sale as the law of the vendor’s country requires; that invoice belongs to the sale and is never an item for sale in itself.',
      },
    },
    mailingLists: {
      title: 'Mailing lists and personal information',
      body: {
        p1: 'Lists of e-mail addresses, phone numbers, postal addresses or any other personal information may not be listed, and nor may databases, software or services designed to collect such information without the consent of the people concerned.',
        p2: 'Vendors may use a buyer’s details only to complete that buyer’s order and to answer their questions, never to send marketing the buyer did not agree to.',
      },
    },
    nonTransferableItems: {
      title: 'Non-transferable items',
      body: {
        p1: 'Items that their issuer does not allow to be transferred may not be listed. This includes game and streaming accounts, loyalty points and air miles, personal licences and permits, subscriptions tied to one person, and vouchers marked not for resale.',
        p2: 'When in doubt, a vendor should check the issuer’s terms before listing: a listing that breaks them will be removed even if the item itself is harmless.',
      },
    },
    policeItems: {
      title: 'Police-related items',
      body: {
        p1: 'Current police badges, identity cards, uniforms and equipment may not be listed, and nor may reproductions of them. Handcuffs, restraints and batons may be listed only where their sale to the public is legal.',
        note1: 'Historical police badges may be listed only when they are at least 75 years old, and the listing must state their age.',
        p2: 'The listing of a historical badge must describe the badge, its force and its period. We may ask for evidence of its age and remove listings that cannot show it.',
      },
    },
    pornography: {
      title: 'Pornography and adult material',
      body: {
        p1: 'Pornography and sexually explicit material may not be listed, and nor may any material that sexualises minors, which we report to the authorities. Listings must not show nudity in their photos or titles.',
        p2: 'Adult products such as lingerie and wellness items may be listed only in the adult categories, with neutral photos, for buyers who are 18 or older, and only where their sale is legal.',
      },
    },
    medicalDrugsAndDevices: {
      title: 'Prescription drugs and medical devices',
      body: {
        p1: 'Prescription medicines, including veterinary ones, may not be listed, and nor may contact lenses, hearing aids or other medical devices that need a prescription or a medical fitting in the buyer’s country.',
        p2: 'Non-prescription medicines and medical devices may be listed only by vendors that are authorised to sell them in their country and, where required, in the buyer’s country. Listings must not make claims that the product cures or prevents a disease.',
        p3: 'Used medical devices may be listed only when the law allows it and the vendor states that they have been cleaned and checked by a qualified person.',
      },
    },
    counterfeitsAndPiratedCopies: {
      title: 'Counterfeit items and pirated copies',
      body: {
        p1: 'Counterfeit items, meaning items that copy another company’s trademark, logo or design so that buyers may believe they are genuine, are prohibited. Listings must not use the word “inspired”, “style” or similar terms together with a brand name to sell look-alike items.',
        p2: 'Pirated copies of films, music, books, games and software, and items that contain them, are prohibited too, and so are devices modified to play pirated content.',
        p3: 'A replica that is not a counterfeit, such as a model or a reproduction sold under its own name, must be marked Replica in the listing. Rights owners can report a listing that infringes their rights through the contact page.',
      },
    },
    hackingAndSpyEquipment: {
      title: 'Hacking and spy equipment',
      body: {
        p1: 'Software, devices and services designed to break into computers, networks, accounts or phones without permission may not be listed. This includes password crackers, card skimmers, signal jammers and devices that unlock or change the identity of phones and vehicles.',
        p2: 'Spy equipment, meaning hidden cameras, audio bugs, tracking devices and software designed to watch or record people without their knowledge, is prohibited too. Ordinary security cameras and home monitoring devices may be listed when they are sold for lawful, visible use.',
      },
    },
    software: {
      title: 'Software',
      body: {
        p1: 'Software may be listed only by its publisher or by a vendor that the publisher authorises to resell it. The listing must say what the buyer receives: a physical copy, a licence key or a download, which version, for which systems, and for how many users.',
        p2: 'Academic, OEM and trial versions may not be sold to buyers who are not entitled to them, and software that is sold as a licence must not be a copy of another licence.',
      },
    },
    stolenProperty: {
      title: 'Stolen property',
      body: {
        p1: 'Stolen items, and items whose serial numbers or identifying marks have been removed or altered, may never be listed. We work with law enforcement agencies and give them the information they lawfully request about listings of stolen goods.',
        p2: 'Vendors of used electronics, vehicles, bicycles and equipment must be able to show that they own what they sell and may be asked for proof of purchase.',
      },
    },
    transitItems: {
      title: 'Transit and shipping-related items',
      body: {
        p1: 'Current uniforms, badges, identity cards, keys and equipment of airlines, railways, public transport and shipping companies may not be listed, because they can be used to gain access to restricted areas.',
        note1: 'Vintage transit clothing may be listed only when it is at least 10 years old and no longer in use by the company that issued it.',
        p2: 'Collectible timetables, signs, models and tickets that can no longer be used may be listed.',
      },
    },
    usedClothingAndCosmetics: {
      title: 'Used clothing and cosmetics',
      body: {
        p1: 'Used clothing may be listed only when it has been cleaned. Used underwear, swimwear and socks may not be listed. The listing must describe the condition of the item honestly, including any wear, marks or damage.',
        p2: 'Cosmetics, toiletries and fragrances must be new, sealed and within their use-by date. Used cosmetics and opened samples may not be listed, and nor may products with ingredients that are banned in the countries concerned.',
      },
    },
    wildlife: {
      title: 'Animals and wildlife products',
      body: {
        p1: 'Live animals may not be listed. Nor may products made from endangered or protected species, including ivory, rhino horn, tortoiseshell, coral, and the skins, furs, teeth and bones of protected animals, whatever their age.',
        p2: 'Products made from farmed or non-protected animals, such as leather and wool, may be listed when they meet the rules of the countries concerned. Vendors must be able to show the legal origin of any animal product.',
      },
    },
    textileQuotas: {
      title: 'Textiles subject to import quotas',
      body: {
        p1: 'Some countries limit, by quota, the quantity of textiles and clothing that may be imported from certain countries. Vendors selling textiles across borders must make sure that each shipment is within the quota rules of the buyer’s country and carries the right certificate of origin.',
        p2: 'A listing must give the country where the textile or garment was made. Buyers pay any cross-border duties, which are not included in the prices shown.',
      },
    },
    sanctionedItems: {
      title: 'Embargoed and sanctioned items',
      body: {
        p1: 'Items may not be listed, bought or shipped in breach of trade sanctions or embargoes. This covers goods from, or going to, embargoed countries and regions, trade with sanctioned persons and organisations, and goods that need an export licence the vendor does not hold.',
        p2: 'Dual-use goods, meaning items that can have a military as well as a civilian use, may be listed only with the export licences that their destination requires. We may block listings and payments to comply with sanctions law.',
      },
    },
    enforcement: {
      title: 'Enforcement, reporting and changes to this policy',
      body: {
        p1: 'When a listing breaks this policy we may remove it, limit the vendor’s account, withhold featured placement, or close the account, depending on how serious the breach is and whether it has happened before. Where the law requires it, we report listings to the authorities.',
        p2: 'Anyone can report a listing that they believe breaks this policy by writing to us through the <contact>contact page</contact>. Please give the product number (GBX product ID) and the reason. We review every report and keep the identity of the person who reported it confidential.',
        p3: 'We update this policy when laws change or new kinds of items appear. The version on this page is the one that applies to every listing from the day it is published.',
      },
    },
  },
};

export type TermsTexts = typeof en;
