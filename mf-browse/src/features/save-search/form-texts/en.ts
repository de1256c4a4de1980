/** The 'Save this search' form (issue 41) in English. */
export const en = {
  title: 'Save this search',
  description: 'Your dashboard lists your saved searches, each with the products posted since you last opened it.',
  name: 'Name',
  nameHint: 'From 1 to {{max}} characters.',
  /** The name the form starts with: the page's title and the keyword searched. */
  defaultName: '{{title}}: {{keyword}}',
  nameProblem: {
    required: 'Please enter a name.',
    tooLong: 'A name has at most {{max}} characters.',
    invalid: 'A name cannot contain control characters.',
  },
  save: 'Save',
  saved: 'Saved as "{{name}}".',
  savedAlready: 'You saved this search already, as "{{name}}".',
  dashboard: 'See your saved searches',
  limit: 'You keep {{max}} saved searches already: delete one on your dashboard to save this one.',
  addressRefused: 'This page cannot be saved as a search.',
  nameRefused: 'This name cannot be saved. Please choose another one.',
  failed: 'The search could not be saved. Check your connection and try again.',
  close: 'Close',
};
