/**
 * Contact us (§2.15, §5 "Contact form"): location selector, map, social links,
 * general info e-mail and the form. English is the source every translation follows.
 */
export const en = {
  title: 'Contact us',
  lead: 'Questions about a product, an order, your account or selling on GBX Marketplace? Write to us: the right team answers within two business days.',
  offices: {
    title: 'Our offices',
    choose: 'Choose a location',
    names: {
      Canada: 'Canada',
      USA: 'USA',
      Europe: 'Europe',
      India: 'India',
    },
    office: 'GBX Marketplace {{office}}',
    mapAlt: 'Map of {{city}} with a pin on the GBX Marketplace {{office}} office',
    hours: 'Monday to Friday, 9:00 to 17:00 local time',
  },
  info: {
    title: 'General information',
    text: 'For anything that is not about a specific order, write to our general mailbox:',
    responseTime: 'We answer every message within two business days.',
  },
  social: {
    title: 'Follow us',
  },
  form: {
    title: 'Send us a message',
    allRequired: 'All fields are required.',
    name: 'Your name',
    email: 'Your e-mail address',
    subject: 'Subject',
    message: 'Message',
    messageHint: 'Up to {{max}} characters.',
    counter: '{{count}} / {{max}}',
    send: 'Send message',
    sending: 'Sending…',
    privacy: 'We use your details only to answer your message, as our <privacy>privacy policy</privacy> explains.',
    errors: {
      nameRequired: 'Please enter your name.',
      emailRequired: 'Please enter your e-mail address.',
      emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
      subjectRequired: 'Please enter a subject.',
      messageRequired: 'Please write your message.',
      tooLong: 'This is too long: please keep it to {{max}} characters.',
      limited: 'You have sent several messages in a short time. Please wait {{minutes}} minutes and try again; your message is still here.',
      failed: 'We could not send your message just now. Please check your connection and try again; your message is still here.',
    },
    sent: {
      title: 'Thank you, your message has been sent',
      text: 'We have received your message “{{subject}}” and will reply to {{email}} within two business days.',
      reference: 'Your reference: {{reference}}',
      again: 'Write another message',
    },
  },
};

export type ContactTexts = typeof en;
