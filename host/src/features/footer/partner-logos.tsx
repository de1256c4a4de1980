import { useT } from '@gbx/shared';
import { FOOTER_NAMESPACE } from './texts';

/*
 * Trusted-partner marks for the footer (§1), drawn here as small SVGs so the
 * site loads no third-party images. Each names the kind of partner the
 * marketplace works with.
 */
const PARTNERS = [
  { id: 'secure-pay', name: 'securePayments', colour: '#1e7d32', glyph: 'M12 3l7 3v5c0 4.5-3 8.3-7 9.5C8 19.3 5 15.5 5 11V6z' },
  { id: 'global-logistics', name: 'globalLogistics', colour: '#0b5cad', glyph: 'M3 7h11v8H3zM14 10h4l3 3v2h-7z' },
  { id: 'verified-vendors', name: 'verifiedVendors', colour: '#b37a00', glyph: 'M12 2l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17l-5.9 3 1.2-6.5L2.5 8.9 9.1 8z' },
  { id: 'buyer-protection', name: 'buyerProtection', colour: '#7b1fa2', glyph: 'M12 21s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 11c0 5.6-7 10-7 10z' },
];

export function PartnerLogos({ title }: { title: string }) {
  const { t } = useT(FOOTER_NAMESPACE);
  return (
    <ul aria-label={title} className="partner-logos">
      {PARTNERS.map((partner) => (
        <li key={partner.id}>
          {/* Decorative: the name beside it says the same. */}
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d={partner.glyph} fill={partner.colour} />
          </svg>
          <span>{t(`footer.partnerNames.${partner.name}`)}</span>
        </li>
      ))}
    </ul>
  );
}
