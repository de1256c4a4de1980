/*
 * The frame of the line icons (line-icons.tsx), and the Products icon, which
 * the listings' 'No Product Found' draws: a listing's code does not bring the
 * landing tiles' other pictures.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function LineIcon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Products: a parcel. */
export const ProductsIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 7.5 12 3 3 7.5v9L12 21l9-4.5z" />
    <path d="M3 7.5 12 12l9-4.5M12 12v9M7.5 5.25l9 4.5" />
  </LineIcon>
);

