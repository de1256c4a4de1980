// The federation runtime's error sentences, as a production browser build sees
// them (build-parts.cjs, federationErrorsWithoutSentences): one sentence for
// every code; the message keeps the code, its args, the documentation link and
// the original error.
const codeOnly = new Proxy({}, { get: (_, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) });
export const runtimeDescMap = codeOnly;
export const typeDescMap = codeOnly;
export const buildDescMap = codeOnly;
export const errorDescMap = codeOnly;
