import { Link, Navigate, useParams } from '@gbx/shared/router';
import styled from 'styled-components';
import { paths, queries, theme, useApiQuery, usePageView, useT } from '@gbx/shared';
import { FormMessage } from '@gbx/shared/form-fields';
import { SubmitButton, WideAccountCard } from '../../components/account-card';
import { texts } from './texts';
import { RegistrationForm } from './registration-form';
import { parseUserType, REGISTRATION_TYPES } from './user-type';
import { useCarriedReturn } from '../../lib/carried-return';

const TypeNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1rem;
  span {
    color: ${theme.color.muted};
  }
  a {
    padding: 0.3rem 0.8rem;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    color: ${theme.color.link};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.color.navy};
    border-color: ${theme.color.navy};
    color: #fff;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** /register/{Vendor|Buyer|Affiliate}/{affcode optional} (§2.13). */
export function RegistrationPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('register.title'));
  const { registervalue, affcode } = useParams();
  const userType = parseUserType(registervalue);
  const details = useApiQuery(queries.registrationPageDetails());
  const carried = useCarriedReturn();

  // §4: any other registervalue registers a vendor.
  if (!userType) return <Navigate to={paths.register.to('Vendor', affcode)} replace />;

  return (
    <WideAccountCard aria-labelledby="registration-title">
      <h1 id="registration-title">{t('register.title')}</h1>
      <TypeNav aria-label={t('register.typeNav')}>
        <span>{t('register.typeNav')}:</span>
        {REGISTRATION_TYPES.map((type) => (
          <Link key={type} to={`${paths.register.to(type, affcode)}${carried}`} state={{ registervalue: type }} aria-current={type === userType ? 'page' : undefined}>
            {t(`register.types.${type}`)}
          </Link>
        ))}
      </TypeNav>
      <h2>{t(`register.heading.${userType}`)}</h2>
      <p className="intro" id="registration-intro">
        {t('register.intro')}
      </p>
      {details.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {details.isError ? (
        <>
          <FormMessage $tone="error" role="alert">
            {t('register.loadFailed')}
          </FormMessage>
          <SubmitButton type="button" disabled={details.isFetching} onClick={() => void details.refetch()}>
            {t('common.tryAgain')}
          </SubmitButton>
        </>
      ) : null}
      {details.isSuccess ? (
        // Switching the type (or the code) starts a new form, as the reload of §2.1 did.
        <RegistrationForm key={`${userType}/${affcode ?? ''}`} userType={userType} details={details.data} routeAffiliate={affcode} />
      ) : null}
    </WideAccountCard>
  );
}
