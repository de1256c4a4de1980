import styled from 'styled-components';
import { media, theme, useT } from '@gbx/shared';
import { type ContactLocation } from '@gbx/shared/action-calls';
import { OFFICES } from './offices';
import { CONTACT_NAMESPACE } from './texts';

const Choices = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  div {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.4rem;
    ${media.mobile} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  label {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    padding: 0.4rem 0.6rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    color: ${theme.color.navy};
    font-weight: 600;
    cursor: pointer;
    text-align: center;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${theme.color.navy};
    border-color: ${theme.color.navy};
    color: #fff;
  }
  label:has(input:focus-visible) {
    box-shadow: ${theme.focusRing};
  }
`;

const Map = styled.figure`
  margin: 0 0 1rem;
  border-radius: 10px;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  background: #eef1f5;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
  }
`;

const Address = styled.div`
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
    color: ${theme.color.navy};
  }
  address {
    font-style: normal;
    line-height: 1.55;
  }
  p {
    margin: 0.5rem 0 0;
    color: ${theme.color.muted};
    font-size: 0.92rem;
  }
`;

interface LocationSelectorProps {
  value: ContactLocation;
  onChange: (location: ContactLocation) => void;
}

/** §2.15: the location selector (Canada, USA, Europe, India) switches the map image and the address shown. */
export function LocationSelector({ value, onChange }: LocationSelectorProps) {
  const { t } = useT(CONTACT_NAMESPACE);
  const office = OFFICES.find((candidate) => candidate.id === value) ?? OFFICES[0]!;
  const officeName = t(`offices.names.${office.id}`);
  return (
    <>
      <Choices>
        <legend>{t('offices.choose')}</legend>
        <div>
          {OFFICES.map((candidate) => (
            <label key={candidate.id}>
              <input type="radio" name="contact-location" value={candidate.id} checked={candidate.id === value} onChange={() => onChange(candidate.id)} />
              {t(`offices.names.${candidate.id}`)}
            </label>
          ))}
        </div>
      </Choices>
      <Map>
        <img src={office.map} alt={t('offices.mapAlt', { city: office.city, office: officeName })} width={640} height={400} data-testid="office-map" />
      </Map>
      <Address data-testid="office-address" aria-live="polite">
        <h3>{t('offices.office', { office: officeName })}</h3>
        <address lang="en" dir="ltr">
          {office.address.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
        <p>{t('offices.hours')}</p>
      </Address>
    </>
  );
}
