import styled from 'styled-components';
import { Skeleton, SkeletonBlock as Block, useT } from '@gbx/shared';
import { texts } from './texts';
import { VendorCardFrame } from './vendor-card-layout';
import { ActionPlaceholder } from './vendor-card-parts';

const Lines = styled.div`
  display: grid;
  gap: 0.4rem;
  align-content: start;
`;

/**
 * A vendor card still loading: the card's own layout with grey blocks in its
 * parts and the two buttons with their real texts, so it has the size of the
 * card that replaces it in every language. Hidden from assistive technology:
 * the results say they are loading instead.
 */
export function VendorCardSkeleton() {
  const { t } = useT(texts.namespace);
  return (
    <VendorCardFrame as="div" aria-hidden="true" data-testid="vendor-card-skeleton">
      <div className="logo">
        <Block $width="100%" $height="100%" style={{ borderRadius: 12 }} />
      </div>
      <div className="head">
        <div className="name">
          <Lines>
            <Block $width="85%" $height="1rem" />
            <Block $width="55%" $height="1rem" />
          </Lines>
        </div>
        <p className="type">
          <Skeleton $width="7rem" $height="1.2rem" style={{ borderRadius: 999 }} />
        </p>
      </div>
      <p className="rating">
        <Skeleton $width="6rem" $height="0.9rem" />
      </p>
      <div className="products">
        <Lines>
          <Block $width="7rem" $height="0.7rem" />
          <Block $width="95%" $height="0.9rem" />
          <Block $width="70%" $height="0.9rem" />
        </Lines>
      </div>
      <div className="places">
        <Lines>
          <Block $width="5rem" $height="0.7rem" />
          <Block $width="90%" $height="0.9rem" />
          <Block $width="40%" $height="0.9rem" />
        </Lines>
      </div>
      <div className="since">
        <Lines>
          <Block $width="10rem" $height="0.8rem" />
          <Block $width="5rem" $height="0.8rem" />
        </Lines>
        <Skeleton $width="2.25rem" $height="2.25rem" />
      </div>
      <div className="actions">
        <ActionPlaceholder>{t('card.moreDetails')}</ActionPlaceholder>
        <ActionPlaceholder>{t('card.visitStore')}</ActionPlaceholder>
      </div>
    </VendorCardFrame>
  );
}
