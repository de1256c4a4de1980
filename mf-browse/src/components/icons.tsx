/*
 * The filled icons of mf-browse's controls (search, voice, pin, list, chevron)
 * as inline SVG (Material Design icon shapes, Apache-2.0): no icon font to
 * download. The tiles' pictures are the line icons of line-icons.tsx.
 * Decorative: the control that holds one carries the name. Icons that point a
 * way (the chevron) turn round in right-to-left languages.
 */
import type { SVGProps } from 'react';
import styled from 'styled-components';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon of one path (the other icons' modules build theirs with it too). */
export function icon(path: string, mirrored = false) {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <Svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" $mirrored={mirrored} {...rest}>
        <path d={path} />
      </Svg>
    );
  };
}

const Svg = styled.svg<{ $mirrored: boolean }>`
  flex: none;
  ${({ $mirrored }) => ($mirrored ? '[dir="rtl"] & { transform: scaleX(-1); }' : '')}
`;

export const SearchIcon = icon(
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0016 9.5 6.5 6.5 0 109.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
);
export const ChevronIcon = icon('M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', true);
/* The listing toolbar's (§2.8): categories, filters (phones), grid and list views, refresh, clear. */
export const CategoryIcon = icon('M12 2l-5.5 9h11L12 2zm5.5 11a4.5 4.5 0 100 9 4.5 4.5 0 000-9zM3 21.5h8v-8H3v8z');
export const TuneIcon = icon(
  'M3 17v2h6v-2H3zM3 5v2h10V5H3zm10 16v-2h8v-2h-8v-2h-2v6h2zM7 9v2H3v2h4v2h2V9H7zm14 4v-2H11v2h10zm-6-4h2V7h4V5h-4V3h-2v6z',
);
export const GridViewIcon = icon('M3 3h8v8H3V3zm10 0h8v8h-8V3zM3 13h8v8H3v-8zm10 0h8v8h-8v-8z');
export const ListViewIcon = icon('M3 14h4v-4H3v4zm0 5h4v-4H3v4zM3 9h4V5H3v4zm5 5h13v-4H8v4zm0 5h13v-4H8v4zM8 5v4h13V5H8z', true);
export const RefreshIcon = icon('M17.65 6.35A8 8 0 1019.73 14h-2.08A6 6 0 1112 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z');
export const CloseIcon = icon('M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z');
