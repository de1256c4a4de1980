import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme, useT, VisuallyHidden } from '@gbx/shared';
import { absoluteAddress, shareLinks, type ShareSite } from './share-links';
import { OutlineButton } from './outline-button';
import { LISTING_NAMESPACE } from './texts';

/** Brand colours dark enough for white text (WhatsApp's darker teal rather than its light green). */
const SITES: Record<ShareSite, { name: string; mark: string; colour: string }> = {
  x: { name: 'X', mark: 'X', colour: '#000000' },
  facebook: { name: 'Facebook', mark: 'f', colour: '#1464cc' },
  linkedin: { name: 'LinkedIn', mark: 'in', colour: '#0a66c2' },
  whatsapp: { name: 'WhatsApp', mark: 'W', colour: '#075e54' },
};

const Sites = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  a {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 3rem;
    padding: 0.45rem 0.65rem;
    border: 1px solid ${theme.color.border};
    border-radius: 10px;
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.link};
    background: ${theme.color.page};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  .mark {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    color: #fff;
    font: 700 0.95rem/1 system-ui, sans-serif;
  }
  .name {
    display: grid;
    font-weight: 600;
    line-height: 1.25;
  }
  .kind {
    font-weight: 400;
    font-size: 0.8rem;
    color: ${theme.color.muted};
  }
`;

const CopyRow = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    min-width: 0;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
    font-size: 0.85rem;
    color: ${theme.color.muted};
    direction: ltr;
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Status = styled.p`
  min-height: 1.4em;
  margin: 0.4rem 0 0;
  font-size: 0.85rem;
  color: ${theme.color.success};
`;

/**
 * What the Share dialog holds (§2.8, §2.11): a link to each site, carrying the
 * absolute address of what is shared and opening in a new tab (said to screen
 * readers), and a Copy link button. Loaded when a Share dialog first opens:
 * every product tile has a Share button, few visitors press one.
 */
export default function ShareDialogBody({ address, title }: { address: string; title: string }) {
  const { t } = useT(LISTING_NAMESPACE);
  const [status, setStatus] = useState('');
  const fieldId = useId();
  const url = absoluteAddress(address);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('linkCopied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): select the address for the visitor to copy.
      const field = document.getElementById(fieldId) as HTMLInputElement | null;
      field?.focus();
      field?.select();
      setStatus(t('copyByHand'));
    }
  };

  return (
    <>
      <Sites>
        {shareLinks(url, title).map(({ site, href }) => (
          <li key={site}>
            <a href={href} target="_blank" rel="noopener noreferrer" data-site={site}>
              <span className="mark" aria-hidden="true" style={{ background: SITES[site].colour }}>
                {SITES[site].mark}
              </span>
              <span className="name">
                {SITES[site].name}
                <span className="kind">{t(`shareSite.${site}`)}</span>
              </span>
              <VisuallyHidden>{t('newTab')}</VisuallyHidden>
            </a>
          </li>
        ))}
      </Sites>
      <CopyRow>
        <input id={fieldId} type="text" readOnly value={url} aria-label={t('shareAddress')} onFocus={(event) => event.currentTarget.select()} />
        <OutlineButton type="button" onClick={() => void copy()}>
          {t('copyLink')}
        </OutlineButton>
      </CopyRow>
      <Status role="status">{status}</Status>
    </>
  );
}
