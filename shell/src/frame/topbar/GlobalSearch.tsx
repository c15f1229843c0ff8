import { useEffect, useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react';
import type { RefSelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDeferredModule } from '../use-deferred-module.ts';
import { Input, PlainSearchInput } from '@ledgerline/plain-ui';

/** What the focus-search shortcut needs of the box, whichever of its two forms is drawn. */
export interface SearchFocus {
  focus(): void;
}

const loadSearchBox = () => import('./SearchBox.tsx');

const PLACEHOLDER = 'Search invoices, clients...';
const SEARCH_INPUT = <Input prefix={<SearchOutlined aria-hidden />} placeholder={PLACEHOLDER} aria-label="Search" allowClear />;

/**
 * The top bar's search box. It paints as a plain input that looks like antd's; the autocomplete
 * behind it (a select with a virtual list, about 20 KB compressed, and antd's Input, whose style is
 * generated as it first renders) comes once the screen has settled, or when the user points at or
 * focuses the box. What was typed meanwhile, and the focus, carry over.
 */
export function GlobalSearch({ searchRef }: { searchRef: Ref<SearchFocus> }) {
  const [searchBox, request] = useDeferredModule(loadSearchBox);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const plainRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<RefSelectProps>(null);

  useImperativeHandle(searchRef, () => ({ focus: () => (selectRef.current ?? plainRef.current)?.focus() }), []);

  // After the swap nothing updates `focused` any more, so this runs once, when the box arrives.
  useEffect(() => {
    if (searchBox !== null && focused) selectRef.current?.focus();
  }, [searchBox, focused]);

  if (searchBox === null) {
    return (
      <PlainSearchInput
        ref={plainRef}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={PLACEHOLDER}
        aria-label="Search"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        onClear={() => setText('')}
        onPointerEnter={request}
        onFocus={() => {
          setFocused(true);
          request();
        }}
        onBlur={() => setFocused(false)}
      />
    );
  }
  return <searchBox.default text={text} onText={setText} openOnArrival={focused && text !== ''} selectRef={selectRef} input={SEARCH_INPUT} />;
}
