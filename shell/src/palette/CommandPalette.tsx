import { useState } from 'react';
import CommandPaletteUi from 'react-cmdk';
import { useQuery } from '@tanstack/react-query';
import { searchQueryOptions } from '@ledgerline/api-client';
import { useDebouncedValue } from '@ledgerline/shell-sdk';
import { SearchResultLabel } from '../search/SearchResultLabel.tsx';
import { filterPalette, RECORDS_HEADING } from './palette-entries.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (path: string) => void;
}

/** react-cmdk's stylesheet, emitted by Rspack as a file of its own (the build has no CSS loader). */
const STYLESHEET = new URL('react-cmdk/dist/cmdk.css', import.meta.url).href;

/** As the top bar's search box waits: a request per pause in typing, not per key. */
const TYPING_PAUSE_MS = 250;

/** react-cmdk stacks at z-index 10, beneath the shell's fixed sidebar and sticky top bar; antd's modals use 1000. */
const ABOVE_THE_FRAME = '.command-palette { z-index: 1000; }';

/**
 * The react-cmdk palette. react-cmdk imports every heroicon, so this module is only ever loaded by a
 * dynamic import, on first use. Below its navigation groups it shows the records the search finds
 * (GET /api/search, as the top bar's box), best match first, each with its kind and status.
 */
export default function CommandPalette({ open, onOpenChange, onChoose }: Props) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const records = useQuery({ ...searchQueryOptions(q), enabled: open && q !== '' });
  const found = q !== '' && q === search.trim() ? (records.data ?? []) : [];
  const groups = filterPalette(search);
  const searching = search.trim() !== '' && (q !== search.trim() || records.isFetching);
  const choose = (path: string) => {
    setSearch('');
    onChoose(path);
  };
  let index = 0;
  return (
    <>
      {/* React 19 hoists this into <head> and holds the palette back until the styles are in. */}
      <link rel="stylesheet" href={STYLESHEET} precedence="default" />
      <style href="ledgerline-command-palette" precedence="default">
        {ABOVE_THE_FRAME}
      </style>
      <CommandPaletteUi
        isOpen={open}
        onChangeOpen={(next) => {
          onOpenChange(next);
          if (!next) setSearch('');
        }}
        search={search}
        onChangeSearch={setSearch}
        placeholder="Type a command or search..."
      >
        {groups.length === 0 && found.length === 0 ? (
          <p style={{ padding: '32px 16px', textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)' }}>{searching ? 'Searching...' : 'No results found'}</p>
        ) : (
          <>
            {groups.map((group) => (
              <CommandPaletteUi.List key={group.heading} heading={group.heading}>
                {group.entries.map((entry) => (
                  <CommandPaletteUi.ListItem key={entry.id} index={index++} showType={false} onClick={() => choose(entry.path)}>
                    {entry.label}
                  </CommandPaletteUi.ListItem>
                ))}
              </CommandPaletteUi.List>
            ))}
            {found.length > 0 && (
              <CommandPaletteUi.List heading={RECORDS_HEADING}>
                {found.map((result) => (
                  <CommandPaletteUi.ListItem key={`${result.type}:${result.id}`} index={index++} showType={false} onClick={() => choose(result.path)}>
                    <SearchResultLabel result={result} />
                  </CommandPaletteUi.ListItem>
                ))}
              </CommandPaletteUi.List>
            )}
          </>
        )}
      </CommandPaletteUi>
    </>
  );
}
