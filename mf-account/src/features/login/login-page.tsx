import { Link, useLocation, useNavigate } from '@gbx/shared/router';
import { appAddress, backendUrl, clearSession, httpStatusOf, isSuccess, paths, RichText, useApiMutation, usePageView, useT } from '@gbx/shared';
import { postLoginAuth } from '@gbx/shared/action-calls';
import { CheckField, Field, Form, FormMessage, useRuleForm } from '@gbx/shared/form-fields';
import { saveLogin } from '@gbx/shared/save-login';
import { AccountCard, FormLinks, SubmitButton } from '../../components/account-card';
import { serverMessageOf } from '../../lib/server-message';
import { texts } from './texts';
import { loginErrors, type LoginValues } from './login-form';
import { useCarriedReturn } from '../../lib/carried-return';

/** The login page of §2.12 with the outcomes of §4 and §8; with ?next=…&add=… it returns to the page that sent the visitor (checked, same site only). */
export function LoginPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRuleForm<LoginValues>({ email: '', password: '', remember: false }, loginErrors);
  // A visitor sent here by an Add to Cart or Wishlist tip who registers first comes back with it (issue 38).
  const carried = useCarriedReturn();

  const login = useApiMutation({
    // The hidden user type of §2.12 is Buyer.
    mutationFn: (values: LoginValues) => postLoginAuth({ email: values.email.trim(), password: values.password, usertype: 'Buyer', remember: values.remember ? '1' : '0' }),
    onSuccess: async (answer, values) => {
      if (!isSuccess(answer.status)) return;
      saveLogin(answer, { email: values.email.trim() });
      // Sent here by a visitor's Add to Cart or Wishlist tip: back to that page, which completes the add (issue 38).
      // Loaded only now: no first visit to the login page carries it.
      const { afterLoginAddress } = await import('@gbx/shared/pending-add');
      const back = afterLoginAddress(location.search);
      if (back) {
        navigate(back);
        return;
      }
      const target = appAddress(answer.msg, window.location.origin, paths.buyerDashboard.to());
      if (target.inApp) navigate(target.to);
      else window.location.assign(target.to);
    },
    onError: (error) => {
      // §4: a 401 or 302 during login clears the session and ends it on the backend.
      const status = httpStatusOf(error);
      if (status === 401 || status === 302) {
        clearSession();
        fetch(backendUrl('/logout'), { credentials: 'include', redirect: 'manual' }).catch(() => undefined);
      }
    },
  });
  // §8: the server's message when it gave one (a 429: how long to wait), else the generic one.
  const serverMessage = login.isError
    ? (serverMessageOf(login.error) ?? t('login.somethingWrong'))
    : login.data && !isSuccess(login.data.status)
      ? login.data.msg || t('login.somethingWrong')
      : null;

  return (
    <AccountCard aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="intro">{t('login.intro')}</p>
      {serverMessage ? (
        <FormMessage $tone="error" role="alert" data-testid="login-message">
          {serverMessage}
        </FormMessage>
      ) : null}
      <Form form={form} onValid={(values) => login.mutate(values)} t={t}>
        <input type="hidden" name="usertype" value="Buyer" />
        <Field label={t('login.email')} type="email" name="email" autoComplete="email" required />
        <Field label={t('login.password')} type="password" name="password" autoComplete="current-password" required />
        <CheckField label={t('login.remember')} name="remember" />
        <SubmitButton type="submit" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </SubmitButton>
      </Form>
      <FormLinks>
        <Link to={paths.resetPassword.to()}>{t('login.forgot')}</Link>
        <p>
          <RichText namespace={texts.namespace} i18nKey="login.terms" components={{ terms: <Link to={paths.termsCondition.to()} /> }} />
        </p>
        <p>
          <RichText namespace={texts.namespace} i18nKey="login.register" components={{ register: <Link to={`${paths.register.to('Buyer')}${carried}`} /> }} />
        </p>
      </FormLinks>
    </AccountCard>
  );
}
