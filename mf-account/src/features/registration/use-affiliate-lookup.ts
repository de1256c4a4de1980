import { useCallback, useRef, useState } from 'react';
import { httpStatusOf, isSuccess, postGetAffiliate } from '@gbx/shared';

export type LookupStatus = 'idle' | 'checking' | 'found' | 'notFound' | 'unavailable';

export interface AffiliateLookup {
  /** The code this result is about (trimmed, upper-case). */
  code: string;
  status: LookupStatus;
  /** The affiliate's full name when found. */
  name: string;
}

const IDLE: AffiliateLookup = { code: '', status: 'idle', name: '' };

/**
 * §5's affiliate lookup: runs for a non-empty code (on leaving the field); the
 * answer for an older code is dropped when a newer one was asked meanwhile.
 * 'unavailable' (no answer, too many lookups) does not block the form: the API
 * checks the code again on submit.
 */
export function useAffiliateLookup() {
  const [lookup, setLookup] = useState<AffiliateLookup>(IDLE);
  const latest = useRef('');

  const run = useCallback(async (raw: string): Promise<AffiliateLookup> => {
    const code = raw.trim().toUpperCase();
    latest.current = code;
    if (!code) {
      setLookup(IDLE);
      return IDLE;
    }
    setLookup({ code, status: 'checking', name: '' });
    let result: AffiliateLookup;
    try {
      const answer = await postGetAffiliate(code);
      if (isSuccess(answer.status) && answer.affilate) {
        const name = [answer.affilate.FirstName, answer.affilate.LastName].filter(Boolean).join(' ').trim();
        result = { code, status: 'found', name };
      } else {
        result = { code, status: 'notFound', name: '' };
      }
    } catch (error) {
      // A 400 answer (a malformed code) is a refusal like status '0'.
      result = { code, status: httpStatusOf(error) === 400 ? 'notFound' : 'unavailable', name: '' };
    }
    if (latest.current === code) setLookup(result);
    return result;
  }, []);

  const clear = useCallback(() => {
    latest.current = '';
    setLookup(IDLE);
  }, []);

  return { lookup, run, clear };
}
