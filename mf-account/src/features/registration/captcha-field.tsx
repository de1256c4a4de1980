import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import styled from 'styled-components';
import { captchaChallengePath } from '@gbx/contract/paths';
import { theme } from '@gbx/shared';
import { getCaptchaChallenge } from '@gbx/shared/action-calls';
import { FieldError } from '@gbx/shared/form-fields';

/*
 * The registration captcha (§2.13): the ALTCHA widget (MIT, self-hosted proof of
 * work, bundled into mf-account, no outside service) solving the API's
 * challenge. The widget fetches its challenge through the shared API client
 * (getCaptchaChallenge), so the configured API host and its error handling apply.
 */

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface AltchaWidget extends HTMLElement {
  configure: (config: Record<string, unknown>) => Promise<void>;
  verify: () => Promise<{ payload: string } | null>;
  reset: () => void;
  getState: () => WidgetState;
}

interface AltchaGlobal {
  i18n: { get: (language: string) => Record<string, string> | undefined; set: (language: string, strings: Record<string, string>) => void };
}

/** What the widget shows, in the page's language. */
export interface CaptchaStrings {
  label: string;
  verified: string;
  verifying: string;
  error: string;
  expired: string;
  verificationRequired: string;
  waitAlert: string;
  loading: string;
  reload: string;
  verify: string;
}

export interface CaptchaHandle {
  /** Solves the challenge now (when the visitor submits before ticking the box); the answer, or null. */
  solve: () => Promise<string | null>;
  /** Throws away a spent or refused answer: the visitor solves a new challenge. */
  reset: () => void;
  focus: () => void;
}

const Box = styled.div`
  display: grid;
  gap: 0.3rem;
  margin-bottom: 0.9rem;
  .label {
    font-weight: 600;
  }
  altcha-widget {
    display: block;
    --altcha-max-width: 100%;
    --altcha-border-radius: ${theme.radius};
    --altcha-color-primary: ${theme.color.navy};
    --altcha-color-success: ${theme.color.success};
    --altcha-color-error: ${theme.color.danger};
    --altcha-color-base-content: ${theme.color.text};
    --altcha-color-neutral-content: ${theme.color.muted};
    --altcha-border-width: 2px;
  }
  &[data-state='error'] altcha-widget {
    --altcha-border-color: ${theme.color.danger};
  }
  &[data-state='success'] altcha-widget {
    --altcha-border-color: ${theme.color.success};
  }
`;

/** The widget asks for its challenge with fetch; this answers from the shared API client. */
async function challengeFetch(): Promise<Response> {
  const challenge = await getCaptchaChallenge();
  return new Response(JSON.stringify(challenge), { status: 200, headers: { 'content-type': 'application/json' } });
}

interface CaptchaFieldProps {
  label: string;
  language: string;
  strings: CaptchaStrings;
  /** The answer ('' while unsolved) whenever it changes. */
  onChange: (payload: string) => void;
  error?: string | null;
  solved: boolean;
}

export const CaptchaField = forwardRef<CaptchaHandle, CaptchaFieldProps>(function CaptchaField({ label, language, strings, onChange, error, solved }, ref) {
  const id = useId();
  const holder = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidget | null>(null);
  const ready = useRef<Promise<AltchaWidget | null> | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const stringsKey = JSON.stringify(strings);
  useEffect(() => {
    let cancelled = false;
    let element: AltchaWidget | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: WidgetState; payload?: string | null }>).detail;
      changed.current(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    ready.current = import(/* webpackChunkName: "altcha" */ 'altcha').then(async () => {
      if (cancelled || !holder.current) return null;
      const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
      const texts = JSON.parse(stringsKey) as CaptchaStrings;
      altcha?.i18n.set(language, { ...(altcha.i18n.get('en') ?? {}), ...texts });
      element = document.createElement('altcha-widget') as AltchaWidget;
      element.setAttribute('name', 'altcha');
      element.setAttribute('language', language);
      element.setAttribute('challenge', captchaChallengePath);
      element.addEventListener('statechange', onState);
      holder.current.appendChild(element);
      // The element's methods exist once its component has mounted, a task or two after connecting.
      for (let tries = 0; typeof element.configure !== 'function' && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (cancelled || typeof element.configure !== 'function') return null;
      await element.configure({ challenge: captchaChallengePath, fetch: challengeFetch, hideFooter: true, hideLogo: true, language, type: 'checkbox' });
      widget.current = element;
      return element;
    });
    return () => {
      cancelled = true;
      element?.removeEventListener('statechange', onState);
      element?.remove();
      widget.current = null;
    };
  }, [language, stringsKey]);

  useImperativeHandle(
    ref,
    () => ({
      solve: async () => {
        const element = widget.current ?? (await ready.current);
        if (!element) return null;
        const result = await element.verify().catch(() => null);
        return result?.payload ?? null;
      },
      reset: () => {
        widget.current?.reset();
        changed.current('');
      },
      focus: () => {
        const input = holder.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
        (input ?? holder.current)?.focus();
      },
    }),
    [],
  );

  return (
    <Box data-state={error ? 'error' : solved ? 'success' : 'idle'} data-testid="captcha">
      <span className="label" id={`${id}-label`}>
        {label}
      </span>
      <div ref={holder} tabIndex={-1} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Box>
  );
});
