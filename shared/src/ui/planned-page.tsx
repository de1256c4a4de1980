import styled from 'styled-components';
import { usePageView } from '../routes/use-page-view';

const Wrap = styled.section`
  padding: 2rem 0;
  h1 {
    margin: 0 0 0.5rem;
  }
  p {
    color: #555;
  }
`;

/**
 * A page whose issue has not been built yet shows its name as its heading
 * (README, "Not built yet"). Delete the route's use of it when the page lands.
 */
export function PlannedPage({ title }: { title: string }) {
  usePageView(title);
  return (
    <Wrap aria-labelledby="planned-page-title">
      <h1 id="planned-page-title">{title}</h1>
      <p>This page is on its way.</p>
    </Wrap>
  );
}
