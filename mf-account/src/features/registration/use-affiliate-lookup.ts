import { useCallback } from 'react';
import { httpStatusOf, isSuccess, useApiMutation } from '@gbx/shared';
import { postGetAffiliate } from '@gbx/shared/action-calls';
import { comparableAffiliateCode } from './affiliate-code';

export type LookupStatus = 'idle' | 'checking' | 'found' | 'notFound' | 'unavailable';

export interface AffiliateLookup {
  /** The code this result is about (trimmed, upper-case). */
  code: string;
  status: LookupStatus;
  /** The affiliate's full name when found. */
  name: string;
}

const IDLE: AffiliateLookup = { code: '', status: 'idle', name: '' };

/** One lookup: found (with the name), not found, or unavailable (no answer, too many lookups). */
async function lookUpAffiliate(code: string): Promise<AffiliateLookup> {
  try {
    const answer = await postGetAffiliate(code);
    if (isSuccess(answer.status) && answer.affilate) {
      const name = [answer.affilate.FirstName, answer.affilate.LastName].filter(Boolean).join(' ').trim();
      return { code, status: 'found', name };
    }
    return { code, status: 'notFound', name: '' };
  } catch (error) {
    // A 400 answer (a malformed code) is a refusal like status '0'.
    return { code, status: httpStatusOf(error) === 400 ? 'notFound' : 'unavailable', name: '' };
  }
}

/**
 * §5's affiliate lookup, a mutation: `run` looks a code up (on leaving the
 * field, on sending) and resolves with its result; `lookup` is the newest
 * code's, so the answer for an older code is dropped when a newer one was asked
 * meanwhile. 'unavailable' does not block the form: the API checks the code
 * again on submit.
 */
export function useAffiliateLookup() {
  const { mutateAsync, reset, isPending, variables, data } = useApiMutation({ mutationFn: lookUpAffiliate });
  const lookup: AffiliateLookup = isPending && variables ? { code: variables, status: 'checking', name: '' } : (data ?? IDLE);

  const run = useCallback(
    async (typed: string): Promise<AffiliateLookup> => {
      const code = comparableAffiliateCode(typed);
      if (!code) {
        reset();
        return IDLE;
      }
      return mutateAsync(code);
    },
    [mutateAsync, reset],
  );

  return { lookup, run };
}

export type AffiliateLookupApi = ReturnType<typeof useAffiliateLookup>;
