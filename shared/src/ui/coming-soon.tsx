import styled from 'styled-components';

/** The spec's "Coming Soon" marker (§1, §2.3, §2.6, §2.7). */
export const ComingSoon = styled.span`
  display: inline-block;
  font-size: 0.7rem;
  font-weight: 600;
  padding: 0.1rem 0.4rem;
  border-radius: 999px;
  background: #fff2cc;
  color: #6b4e00;
  white-space: nowrap;
`;
