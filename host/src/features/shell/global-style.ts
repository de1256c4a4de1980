import { createGlobalStyle } from 'styled-components';
import { theme } from '@gbx/shared';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Arabic', 'Noto Sans SC', sans-serif;
    color: ${theme.color.text};
    background: ${theme.color.page};
    line-height: 1.45;
  }
  a { color: ${theme.color.link}; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0);
    white-space: nowrap; border: 0;
  }
  .skip-link {
    position: absolute;
    inset-inline-start: 0.5rem;
    top: -3rem;
    z-index: 2000;
    background: #fff;
    padding: 0.5rem 0.75rem;
    border-radius: 4px;
  }
  .skip-link:focus { top: 0.5rem; }
`;
