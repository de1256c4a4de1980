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

function icon(path: string, mirrored = false) {
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
export const MicIcon = icon(
  'M12 14c1.66 0 2.99-1.34 2.99-3L15 5c0-1.66-1.34-3-3-3S9 3.34 9 5v6c0 1.66 1.34 3 3 3zm5.3-3c0 3-2.54 5.1-5.3 5.1S6.7 14 6.7 11H5c0 3.41 2.72 6.23 6 6.72V21h2v-3.28c3.28-.48 6-3.3 6-6.72h-1.7z',
);
export const PinIcon = icon('M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5a2.5 2.5 0 010-5 2.5 2.5 0 010 5z');
export const ListIcon = icon('M3 13h2v-2H3v2zm0 4h2v-2H3v2zm0-8h2V7H3v2zm4 4h14v-2H7v2zm0 4h14v-2H7v2zM7 7v2h14V7H7z');
export const ChevronIcon = icon('M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', true);
