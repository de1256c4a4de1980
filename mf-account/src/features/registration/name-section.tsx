import { useT } from '@gbx/shared';
import { Field } from '@gbx/shared/form-fields';
import { texts } from './texts';
import { Row, Section } from './registration-styles';

/** First, middle (optional) and last name. */
export function NameSection() {
  const { t } = useT(texts.namespace);
  return (
    <Section>
      <legend>{t('register.sections.name')}</legend>
      <Row $columns="1fr 1fr 1fr">
        <Field name="firstname" label={t('register.firstname')} autoComplete="given-name" required />
        <Field name="middlename" label={t('register.middlename')} autoComplete="additional-name" />
        <Field name="lastname" label={t('register.lastname')} autoComplete="family-name" required />
      </Row>
    </Section>
  );
}
