import type { ReactElement, Ref } from 'react';
import { AutoComplete, type RefSelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { SearchResult } from '@ledgerline/contracts';
import { searchQueryOptions } from '@ledgerline/api-client';
import { useDebouncedValue } from '@ledgerline/forms';
import { resultKindLabel, resultStatusLabel } from '../../search/result-labels.ts';
import { SearchResultLabel } from '../../search/SearchResultLabel.tsx';

const TYPING_PAUSE_MS = 250;

function optionFor(result: SearchResult) {
  return {
    value: `${result.type}:${result.id}`,
    path: result.path,
    // The listbox that screen readers read names an option by its value unless it has a label.
    'aria-label': `${result.title}, ${resultKindLabel(result)}, ${resultStatusLabel(result)}`,
    label: <SearchResultLabel result={result} />,
  };
}

interface Props {
  text: string;
  onText: (text: string) => void;
  /** Opens the list on arrival: the user was typing in the plain box it replaces. */
  openOnArrival: boolean;
  selectRef: Ref<RefSelectProps>;
  /** The same input the plain box drew, so the swap does not show. */
  input: ReactElement;
}

/** The search box's working part (see GlobalSearch.tsx): matches as the user types; Enter or a click opens one. */
export default function SearchBox({ text, onText, openOnArrival, selectRef, input }: Props) {
  const navigate = useNavigate();
  const q = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const { data: results = [], isFetching, isError } = useQuery(searchQueryOptions(q));
  const settled = q !== '' && q === text.trim() && !isFetching;

  return (
    <AutoComplete
      ref={selectRef}
      value={text}
      options={q === '' ? [] : results.map(optionFor)}
      onChange={onText}
      onSelect={(_value, option) => {
        onText('');
        void navigate(option.path);
      }}
      notFoundContent={settled ? (isError ? 'Search is not available right now' : 'No matches') : null}
      style={{ width: '100%' }}
      popupMatchSelectWidth
      // Enter opens the first match unless the user has moved to another.
      defaultActiveFirstOption
      // Words typed before the swap show their matches without another key press.
      defaultOpen={openOnArrival}
    >
      {input}
    </AutoComplete>
  );
}
