import { useState } from 'react';
import CommandPaletteUi from 'react-cmdk';
import { useQuery } from '@tanstack/react-query';
import { searchQueryOptions } from '@ledgerline/api-client';
import { useDebouncedValue } from '@ledgerline/forms';
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

/**
 * react-cmdk stacks at z-index 10, beneath the shell's fixed sidebar and sticky top bar; antd's modals
 * use 1000. Its title is for screen readers only.
 */
const PALETTE_CSS = `.command-palette { z-index: 1000; }
.command-palette-title { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }`;

const TITLE_ID = 'command-palette-title';

/** react-cmdk gives its dialog no name and takes no props for one: its title, for screen readers only, names it. */
function nameTheDialog(title: HTMLElement | null): void {
  title?.closest('[role="dialog"]')?.setAttribute('aria-labelledby', TITLE_ID);
}

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
        {PALETTE_CSS}
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
        <h2 id={TITLE_ID} ref={nameTheDialog} className="command-palette-title">
          Command palette
        </h2>
        {groups.length === 0 && found.length === 0 ? (
          <p style={{ padding: '32px 16px', textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)' }}>{searching ? 'Searching...' : 'No results found'}</p>
        ) : (
          <>
            {groups.map((group) => (
              <CommandPaletteUi.List key={group.heading} heading={group.heading}>
                {/* react-cmdk puts its items straight into a <ul>; each goes in an <li> of its own. */}
                {group.entries.map((entry) => (
                  <li key={entry.id}>
                    <CommandPaletteUi.ListItem index={index++} showType={false} onClick={() => choose(entry.path)}>
                      {entry.label}
                    </CommandPaletteUi.ListItem>
                  </li>
                ))}
              </CommandPaletteUi.List>
            ))}
            {found.length > 0 && (
              <CommandPaletteUi.List heading={RECORDS_HEADING}>
                {found.map((result) => (
                  <li key={`${result.type}:${result.id}`}>
                    <CommandPaletteUi.ListItem index={index++} showType={false} onClick={() => choose(result.path)}>
                      <SearchResultLabel result={result} />
                    </CommandPaletteUi.ListItem>
                  </li>
                ))}
              </CommandPaletteUi.List>
            )}
          </>
        )}
      </CommandPaletteUi>
    </>
  );
}
