import styled from 'styled-components';
import { baseLanguage, saveLanguageChoice, storage, storageKeys, useLanguage, useT, useDevice } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { languageChoices, nativeLanguageName } from './language-choices';

const Select = styled.select`
  font: inherit;
  color: #fff;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 4px;
  padding: 0.25rem 0.4rem;
  option {
    color: #000;
  }
`;

/** §4: the choice stores the selected and previous language (lowercase) and reloads. */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useT(SHELL_NAMESPACE);
  const language = useLanguage();
  useDevice(); // re-render when a device registration brings the country language
  const choices = languageChoices(storage.get(storageKeys.countryLanguage) ?? '');
  const current = baseLanguage(language) || 'en';
  if (!choices.some((choice) => choice.code === current)) choices.push({ code: current, name: nativeLanguageName(current) });
  return (
    <label>
      <span className="visually-hidden">{t('topBar.language')}</span>
      <Select
        value={current}
        onChange={(event) => {
          saveLanguageChoice(event.target.value);
          reload();
        }}
      >
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code} lang={choice.code}>
            {choice.name}
          </option>
        ))}
      </Select>
    </label>
  );
}
