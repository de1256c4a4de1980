import styled from 'styled-components';
import { theme } from '@gbx/shared';

/** The looks of the phone-code picker: the trigger button with its §5 border, the flags and the list. */
export const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: 0.3rem;
  min-width: 0;
  .label {
    font-weight: 600;
  }
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  width: 100%;
  font: inherit;
  padding: 0.5rem 0.6rem;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.color.border};
  background: #fff;
  color: ${theme.color.text};
  cursor: pointer;
  text-align: start;
  &[data-state='error'] {
    border-color: ${theme.color.danger};
  }
  &[data-state='success'] {
    border-color: ${theme.color.success};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  .code {
    flex: 1;
    white-space: nowrap;
  }
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const Flag = styled.img`
  width: 1.5rem;
  height: 1.1rem;
  object-fit: cover;
  border: 1px solid ${theme.color.border};
  flex: none;
`;

export const List = styled.ul`
  position: absolute;
  z-index: 50;
  top: calc(100% + 0.25rem);
  inset-inline-start: 0;
  width: min(22rem, 85vw);
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgba(11, 37, 69, 0.18);
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.7rem;
    cursor: pointer;
  }
  li[data-active='true'] {
    background: #eef3fa;
  }
  li[aria-selected='true'] {
    font-weight: 700;
  }
  .name {
    flex: 1;
  }
  .dial {
    color: ${theme.color.muted};
  }
`;
