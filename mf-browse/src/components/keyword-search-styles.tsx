// The keyword search's look (§2.3, §2.4): the large field on the hero banner and the buttons beside it.
import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import { ComingSoon, media, theme } from '@gbx/shared';

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: 0.6rem;
  width: 100%;
`;

export const Field = styled.div`
  position: relative;
  flex: 1 1 22rem;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 0.35rem;
  padding-inline: 0.95rem 0.5rem;
  min-height: 3.4rem;
  border-radius: 14px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: 0 10px 30px rgba(5, 20, 40, 0.18);
  border: 2px solid transparent;
  &:focus-within {
    border-color: ${theme.color.accent};
  }
  > svg {
    color: ${theme.color.muted};
  }
  ${media.mobile} {
    flex-basis: 100%;
    min-height: 3.1rem;
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0.5rem 0.35rem;
  border: 0;
  background: none;
  font: inherit;
  font-size: 1.05rem;
  color: inherit;
  &::placeholder {
    color: ${theme.color.muted};
  }
  &:focus {
    outline: none;
  }
`;

/** The voice search of §2.3 and §2.4, marked Coming Soon: a real control, disabled until it exists. */
export const Voice = styled.button`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.3rem 0.45rem;
  border: 0;
  border-radius: 10px;
  background: ${theme.color.page};
  color: ${theme.color.muted};
  font: inherit;
  cursor: not-allowed;
  ${ComingSoon} {
    font-size: 0.62rem;
  }
  /* On a phone the marker sits on the icon's corner, leaving the field its width. */
  ${media.mobile} {
    padding: 0.45rem;
    ${ComingSoon} {
      position: absolute;
      top: -0.75rem;
      inset-inline-end: -0.35rem;
      font-size: 0.58rem;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
    }
  }
`;

const action = css`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  min-height: 3.4rem;
  border-radius: 14px;
  font: inherit;
  font-size: 1.05rem;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${media.mobile} {
    min-height: 3.1rem;
  }
`;

/**
 * A button beside the keyword field, on the dark banner: primary (amber, the
 * one Enter presses) or secondary (outlined).
 */
export const SearchButton = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${action}
  min-width: 9.5rem;
  padding: 0.6rem 1.4rem;
  border: 2px solid ${({ $variant }) => ($variant === 'secondary' ? 'rgba(255, 255, 255, 0.7)' : theme.color.accent)};
  background: ${({ $variant }) => ($variant === 'secondary' ? 'transparent' : theme.color.accent)};
  color: ${({ $variant }) => ($variant === 'secondary' ? '#fff' : theme.color.navy)};
  box-shadow: ${({ $variant }) => ($variant === 'secondary' ? 'none' : '0 10px 30px rgba(5, 20, 40, 0.25)')};
  &:hover {
    background: ${({ $variant }) => ($variant === 'secondary' ? 'rgba(255, 255, 255, 0.12)' : '#ffb81c')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px #fff;
  }
  ${media.mobile} {
    flex: 1;
    min-width: 0;
  }
`;

/** A square icon link beside the keyword field (the landing page's pin). */
export const SearchIconLink = styled(Link)`
  ${action}
  width: 3.4rem;
  border: 2px solid rgba(255, 255, 255, 0.55);
  color: #fff;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
    border-color: #fff;
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${theme.color.accent};
  }
  ${media.mobile} {
    width: 3.1rem;
  }
`;

export const Note = styled.p<{ $tone: 'light' | 'dark' }>`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.95rem;
  color: ${({ $tone }) => ($tone === 'light' ? '#fff' : theme.color.text)};
  &:empty {
    display: none;
  }
`;

