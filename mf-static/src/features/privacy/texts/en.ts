/**
 * Privacy policy summary (§2.15): last updated May 24, 2018, under the EU-US
 * privacy framework; retention until deletion plus 60 months (§9); what the
 * browser stores (§3, `storageKeys` of @gbx/shared). English is the source
 * every translation follows.
 */
export const en = {
  title: 'Privacy policy',
  lead: 'A summary of how GBX Marketplace collects, uses, shares and protects your personal information, and of the choices you have.',
  updated: 'Last updated May 24, 2018',
  sections: {
    commitment: {
      title: 'Our commitment',
      body: {
        p1: 'GBX Marketplace (“GBX”, “we”, “us”) respects your privacy. This summary explains what personal information we collect when you visit or use GBX Marketplace, why we collect it, who we share it with, how long we keep it and how you can control it.',
        p2: 'It applies to everyone who uses the marketplace: visitors who browse without an account, and registered buyers, vendors, affiliates and advertisers.',
      },
    },
    framework: {
      title: 'The EU–US privacy framework',
      body: {
        p1: 'GBX Marketplace complies with the EU–US privacy framework as set out by the U.S. Department of Commerce for the collection, use and retention of personal information transferred from the European Union to the United States. We apply its principles to all such information:',
        list1: {
          a: '<strong>Notice</strong>: we tell you what we collect and why, as this summary does.',
          b: '<strong>Choice</strong>: you decide whether your information may be used for a purpose that is materially different from the one it was collected for.',
          c: '<strong>Accountability for onward transfer</strong>: the service providers we share information with must protect it at the same level.',
          d: '<strong>Security</strong>: we take reasonable and appropriate measures to protect it.',
          e: '<strong>Data integrity and purpose limitation</strong>: we keep only what is relevant for the purpose and keep it accurate.',
          f: '<strong>Access</strong>: you can see, correct and delete the information we hold about you.',
          g: '<strong>Recourse, enforcement and liability</strong>: you can raise a complaint with us, and then with an independent dispute-resolution body or your local data protection authority, at no cost to you.',
        },
      },
    },
    collect: {
      title: 'Information we collect',
      body: {
        p0: 'We collect only what the marketplace needs to work for you:',
        list1: {
          a: '<strong>Account information</strong> you give us when you register: your name, e-mail address, date of birth, mobile number and messaging preferences, your password hint, and your affiliate code if you have one. Passwords are stored only as a one-way hash.',
          b: '<strong>Device information</strong>: your browser and operating system, and, if you allow it, the position of your device, which we use to find the city, currency and language closest to you.',
          c: '<strong>Activity on the marketplace</strong>: the pages and products you view, your searches, and the items in your cart and wishlist.',
          d: '<strong>Messages</strong> you send us through the contact form, with the office and language you chose.',
        },
        p1: 'We do not collect payment card numbers on the marketplace pages, and we never ask for passwords by e-mail.',
      },
    },
    use: {
      title: 'How we use your information',
      body: {
        p0: 'We use your personal information only for these purposes:',
        list1: {
          a: 'to run the marketplace: show products near you, prices in your currency and the interface in your language;',
          b: 'to manage your account, your cart and your wishlist, and to send you the e-mails your account needs, such as address verification and password reset;',
          c: 'to answer your messages and requests;',
          d: 'to keep the marketplace safe: prevent fraud and abuse, and enforce our policy on prohibited and restricted items;',
          e: 'to meet our legal obligations.',
        },
        p1: '<strong>We do not sell your personal information.</strong>',
      },
    },
    share: {
      title: 'When we share information',
      body: {
        p0: 'We share personal information only in these cases:',
        list1: {
          a: 'with a vendor, when you contact that vendor or place an order, so that they can answer and deliver;',
          b: 'with service providers that host, secure and support the marketplace for us, under contracts that bind them to this policy;',
          c: 'with public authorities, when the law requires it or to protect the rights and safety of our users;',
          d: 'with a buyer of our business, if GBX Marketplace is ever merged or sold, under the same protections.',
        },
      },
    },
    browser: {
      title: 'What your browser stores',
      body: {
        p1: 'To work without asking you the same things on every page, the marketplace keeps the values below in your browser’s local storage. They stay on your device; you can remove them at any time by clearing your browser’s site data, and logging out removes the values of your account.',
        p2: 'When you log in, our server also sets a session cookie that your browser sends back with each request. It cannot be read by scripts on the page, and it ends when you log out or when the session expires.',
      },
      storedTitle: 'Values kept in local storage',
      keyColumn: 'Stored value',
      purposeColumn: 'What it is for',
      unknown: 'Used by the marketplace interface.',
      keys: {
        auth: 'Your sign-in token after you log in, including your user number.',
        csa: 'An anonymous token that identifies your browser to our server before you log in.',
        isLoggedin: 'Whether you are logged in (1) or not (0).',
        userType: 'Your account type: Buyer, Vendor, Affiliate or Advertiser.',
        userName: 'The name shown in the top bar when you are logged in.',
        userData: 'A reference to your account that our server gave at login.',
        dataurl: 'The address of your dashboard.',
        wishListCountData: 'How many items are in your wishlist, for the heart in the header.',
        latitude: 'The latitude of your device, if you allowed location.',
        longitude: 'The longitude of your device, if you allowed location.',
        devicebrowser: 'Your browser, for example Chrome.',
        deviceos: 'Your operating system, for example Android.',
        devicetype: 'The kind of client: always WEB.',
        userdevice: 'The device record our server returned: your country’s language and settings.',
        languageName: 'The name of your country’s language.',
        countryLanguage: 'The code of your country’s language.',
        api_type: 'How the server identified your location.',
        selectedLanguage: 'The interface language you chose (English by default).',
        preselectedLanguage: 'The language you used before your last change.',
        cookieConsent: 'That you accepted cookies and this policy (1).',
        sortBy: 'The sort order you chose on product lists.',
        offset: 'Where you were in a product list, so that going back returns you there.',
        backNavigation: 'Set when you use the BACK link of an information page, so the page you return to can restore its place.',
        recentlyViewed: 'The last products you opened (their number, title and picture), so the landing page and product pages can show them again. It stays on your device and is never sent to us.',
        compareProducts: 'The products you chose to compare (at most four: their number and title), so the compare bar follows you across pages. It stays on your device and is never sent to us.',
      },
    },
    retention: {
      title: 'How long we keep your information',
      body: {
        note1: 'We keep your account information until you delete your account, and for 60 months after deletion.',
        p1: 'We keep it for that period to answer questions about past orders, to resolve disputes, to prevent fraud and to meet our legal and tax obligations. After that period it is deleted or made anonymous. Messages you send through the contact form follow the same rule.',
      },
    },
    rights: {
      title: 'Your choices and rights',
      body: {
        p1: 'You can ask us at any time to see the personal information we hold about you, to correct it, to delete it, to restrict or object to its use, or to receive a copy in a portable format. Where we rely on your consent, you can withdraw it at any time; this does not affect what was done before.',
        p2: 'To use these rights, write to <privacy>privacy@gbxmarketplace.com</privacy> or use the <contact>contact form</contact>. We answer within 30 days, and we may ask you to confirm your identity first.',
      },
    },
    children: {
      title: 'Children',
      body: {
        p1: 'GBX Marketplace is for people who are 18 or older. We do not knowingly collect personal information from anyone under 18; if we learn that we have, we delete it.',
      },
    },
    security: {
      title: 'How we protect your information',
      body: {
        p1: 'Information travels between your browser and our servers over encrypted connections. Passwords are stored as one-way hashes, access to personal information is limited to the staff who need it, and our systems are monitored for misuse. No system is perfectly secure, so please keep your password to yourself and log out on shared devices.',
      },
    },
    changes: {
      title: 'Changes to this summary and how to reach us',
      body: {
        p1: 'When we change how we handle personal information, we update this summary and the date at the top of the page, and we tell registered users about important changes by e-mail.',
        p2: 'Questions or complaints about privacy: <privacy>privacy@gbxmarketplace.com</privacy>, or the <contact>contact form</contact>.',
      },
    },
  },
};

export type PrivacyTexts = typeof en;
