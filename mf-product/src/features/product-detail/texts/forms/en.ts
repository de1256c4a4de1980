/**
 * The product page's report and contact forms in English: they load with
 * their dialog (report-form.tsx, contact-vendor-form.tsx), and their texts
 * with them. Not the spec's words; the other languages translate them.
 */
export const en = {
  report: {
    thanks: 'Thank you: our trust and safety team will look at your report. Reference {{reference}}.',
    reason: 'Reason',
    reasons: {
      counterfeit: 'Counterfeit, or a replica sold as genuine',
      prohibited: 'Prohibited or restricted item',
      misleading: 'Misleading description or price',
      offensive: 'Offensive content',
      fraud: 'Suspected fraud or scam',
      other: 'Something else',
    },
    comment: 'Comment (optional)',
    commentRequired: 'Comment (required for Something else)',
    send: 'Send report',
    problems: {
      reason: 'Choose a reason.',
      comment: {
        required: 'Say what is wrong.',
        tooLong: 'At most 1000 characters.',
        invalid: 'This comment cannot be sent.',
      },
    },
  },
  contact: {
    message: 'Your message',
    send: 'Send message',
    sent: 'Your message has been sent to the vendor. Reference {{reference}}.',
    problems: {
      required: 'Write your message.',
      tooLong: 'At most 2000 characters.',
      invalid: 'This message cannot be sent.',
    },
  },
  charactersLeft: 'Characters left: {{left}}',
  sendFailed: 'Sending failed. Please try again.',
};
