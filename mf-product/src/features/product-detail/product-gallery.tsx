import styled from 'styled-components';
import { paths, pictureUrls, theme, useT, type ProductDetail } from '@gbx/shared';
import { ImageSlider } from '@gbx/shared/catalogue';
import { GALLERY_PICTURE_SIZES } from './gallery-sizes';
import { texts } from './texts';

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: 12px;
    background: ${theme.color.navy};
  }
`;

/**
 * The product's pictures (the catalogue's slider: buttons, arrow keys, swipe)
 * and its video under them, muted, with controls, loaded only when played.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const { t } = useT(texts.namespace);
  const images = pictureUrls(product);
  const video = product.Video[0];
  return (
    <Box>
      <ImageSlider
        images={images}
        title={t('gallery', { title: product.ProductTitle })}
        alt={product.ProductTitle}
        sizes={GALLERY_PICTURE_SIZES}
        href={paths.productDetail.to(product.GBXProductID)}
        priority
      />
      {video ? (
        <video controls muted preload="none" aria-label={t('video', { title: product.ProductTitle })} src={`${product.video_path}${video.UserVideoName}`} data-testid="product-video" />
      ) : null}
    </Box>
  );
}
