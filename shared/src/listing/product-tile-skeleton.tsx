import styled from 'styled-components';
import { shimmer, SkeletonBlock, theme } from '@gbx/shared';
import { ListActionsPlaceholder, PictureFrame, preloadSafeHtml } from '@gbx/shared/catalogue';
import { Card, type ProductTileLayout } from './tile-layout';

/** A line of the card's text, a block the width of its column. */
const Bone = styled(SkeletonBlock)<{ $width?: string; $height?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '0.9rem'};
`;

const Stack = styled.div`
  display: grid;
  gap: 0.45rem;
  align-content: start;
`;

const Frame = styled(PictureFrame)`
  background: linear-gradient(90deg, ${theme.color.page} 25%, #eef1f5 50%, ${theme.color.page} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A product card still loading (§2.8 listings show 12 while they load), in
 * the listing's grid or list layout: the card's own layout with grey blocks in
 * its parts, so it has the size of the card that replaces it. Hidden from assistive technology: the listing says it
 * is busy (aria-busy) instead.
 */
export function ProductTileSkeleton({ layout = 'grid' }: { layout?: Exclude<ProductTileLayout, 'row'> }) {
  // A list's vendor HTML needs the sanitizer: it loads while the products do.
  if (layout === 'list') void preloadSafeHtml();
  return (
    <Card as="div" $layout={layout} aria-hidden="true" data-testid="product-tile-skeleton" data-layout={layout}>
      <div className="picture">
        <Frame />
      </div>
      <Stack className="title">
        <Bone $width="90%" />
        <Bone $width="60%" />
      </Stack>
      <Stack className="prices">
        <Bone $width="55%" />
        <Bone $width="50%" />
        <Bone $width="65%" $height="1.1rem" />
      </Stack>
      <Stack className="vendor">
        <Bone $width="60%" />
        <Bone $width="85%" $height="0.8rem" />
        <Bone $width="45%" $height="0.8rem" />
      </Stack>
      {layout === 'list' ? (
        <Stack className="details">
          <Bone />
          <Bone />
          <Bone $width="70%" />
          <Bone $height="4.5rem" />
          <Bone $width="40%" />
        </Stack>
      ) : null}
      <div className="actions">
        <ListActionsPlaceholder />
      </div>
    </Card>
  );
}
