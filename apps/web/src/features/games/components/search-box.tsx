import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { GamesIcon } from './games-icons';
import './search-box.css';

interface SearchBoxProps {
  initial: string;
  label: string;
  onSearch: (text: string) => void;
}

/** Spec section 5: the search text is trimmed and the search runs on Enter (or the search button). */
export function SearchBox({ initial, label, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    setText(trimmed);
    onSearch(trimmed);
  };

  return (
    <search>
      <form className="search-box" onSubmit={handleSubmit}>
        <span className="search-box__icon">
          <GamesIcon name="search" size={18} />
        </span>
        <input
          className="search-box__input"
          type="search"
          enterKeyHint="search"
          aria-label={label}
          placeholder={label}
          value={text}
          maxLength={60}
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button
            type="button"
            className="icon-btn"
            aria-label={t('games.clearSearch')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            <Icon name="close" size={18} />
          </button>
        )}
        <button type="submit" className="btn btn--primary btn--sm search-box__go">
          {t('games.search')}
        </button>
      </form>
    </search>
  );
}
