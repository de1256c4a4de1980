import { useId, useState } from 'react';
import styled from 'styled-components';
import { Modal, theme, useT, VisuallyHidden } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

/** The four places of §2.8's Share modal: a micro-blogging site, a social network, a professional network, a messaging app. */
export type ShareSite = 'x' | 'facebook' | 'linkedin' | 'whatsapp';

export interface ShareLink {
  site: ShareSite;
  href: string;
}

/** The absolute address of a path of this site ('/product-detail/GBX…'); an absolute address stays as it is. */
export function absoluteAddress(address: string, origin: string = window.location.origin): string {
  return new URL(address, origin).href;
}

/** Each site's own share address, carrying `url` (and the title where the site takes a text). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { site: 'x', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { site: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { site: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { site: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/** Brand colours dark enough for white text (WhatsApp's darker teal rather than its light green). */
const SITES: Record<ShareSite, { name: string; mark: string; colour: string }> = {
  x: { name: 'X', mark: 'X', colour: '#000000' },
  facebook: { name: 'Facebook', mark: 'f', colour: '#1464cc' },
  linkedin: { name: 'LinkedIn', mark: 'in', colour: '#0a66c2' },
  whatsapp: { name: 'WhatsApp', mark: 'W', colour: '#075e54' },
};

const OutlineButton = styled.button<{ $compact?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  min-width: 2.25rem;
  min-height: 2.25rem;
  padding: ${({ $compact }) => ($compact ? '0' : '0.35rem 0.75rem')};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.navy};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.link};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

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

const ShareIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);

/**
 * The Share button of a product or a vendor (§2.8, §2.11): a dialog with links
 * to a micro-blogging site, a social network, a professional network and a
 * messaging app, each carrying the absolute address of what is shared and
 * opening in a new tab (said to screen readers), and a Copy link button.
 * `address` is a path of this site (/product-detail/{id}, /vendor-store/{slug})
 * or an absolute address; `title` names what is shared. `compact` shows the
 * icon alone (named Share for screen readers and in a tooltip) where room is short.
 */
export function ShareButton({ address, title, compact = false }: { address: string; title: string; compact?: boolean }) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const fieldId = useId();
  const url = open ? absoluteAddress(address) : '';

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
      <OutlineButton
        type="button"
        aria-haspopup="dialog"
        aria-label={compact ? t('share') : undefined}
        title={compact ? t('share') : undefined}
        $compact={compact}
        onClick={() => setOpen(true)}
        data-action="share"
      >
        <ShareIcon />
        {compact ? null : t('share')}
      </OutlineButton>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setStatus('');
        }}
        title={t('share')}
        description={title}
        closeLabel={t('close')}
      >
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
      </Modal>
    </>
  );
}
