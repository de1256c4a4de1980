/** The marketplace's colours and sizes, used by every area's styled-components. */
export const theme = {
  color: {
    navy: '#0b2545',
    navyLight: '#13315c',
    accent: '#f0a500',
    accentDark: '#b37a00',
    link: '#0b5cad',
    text: '#1b1f24',
    muted: '#5a6472',
    border: '#d5dbe3',
    surface: '#ffffff',
    page: '#f6f7f9',
    danger: '#b3261e',
    success: '#1e7d32',
  },
  radius: '6px',
  /** Below this width the layout is the phone layout (spec §9 thresholds use it too). */
  mobileMaxWidth: 767,
  tabletMaxWidth: 1023,
  focusRing: '0 0 0 3px rgba(240, 165, 0, 0.6)',
} as const;

export const media = {
  mobile: `@media (max-width: ${theme.mobileMaxWidth}px)`,
  tablet: `@media (max-width: ${theme.tabletMaxWidth}px)`,
} as const;
