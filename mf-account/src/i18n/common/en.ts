/** The words every account page shares, in English: each feature's texts carry them under `common`. */
export const common = {
  close: 'Close',
  messageTitle: 'Message',
  errorTitle: 'Error Message',
  somethingWrong: 'Something went wrong please try again',
  tryAgain: 'Try again',
  loading: 'Loading…',
};
