import { useState } from 'react';
import styled from 'styled-components';
import { Button, Modal, useT } from '@gbx/shared';
import { texts } from './texts';

const Places = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
  margin: 0;
  padding-inline-start: 1.2rem;
`;

/** Geographic Availability (§2.9): a button that opens the list of the places the product is sold in. */
export function AvailabilityDialog({ places }: { places: string[] }) {
  const { t } = useT(texts.namespace);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        {t('availability.button')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t('availability.title')} description={t('availability.lead')} closeLabel={t('availability.close')}>
        <Places data-testid="availability-places">
          {places.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </Places>
      </Modal>
    </>
  );
}
