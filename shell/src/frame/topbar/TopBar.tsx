import { useEffect, type Ref } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { screenFor } from '../../navigation/screen-lookup.ts';
import { PlainButton, OneLine } from '@ledgerline/plain-ui';
import { GlobalSearch, type SearchFocus } from './GlobalSearch.tsx';
import { NewDocumentMenu } from './NewDocumentMenu.tsx';
import { NotificationsButton } from './NotificationsButton.tsx';
import { OutboxButton } from './OutboxButton.tsx';

interface Props {
  /** Below 768 px the sidebar is a drawer that this button opens. */
  onMenu: (() => void) | null;
  searchRef: Ref<SearchFocus>;
}

export function TopBar({ onMenu, searchRef }: Props) {
  const { pathname } = useLocation();
  const title = screenFor(pathname)?.title ?? '';
  const narrow = onMenu !== null;

  useEffect(() => {
    document.title = title ? `${title} · Ledgerline` : 'Ledgerline';
  }, [title]);

  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        height: 'auto',
        lineHeight: 'normal',
        padding: '12px 16px',
        background: '#fff',
        borderBottom: '1px solid #e5e7eb',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        {onMenu && <PlainButton variant="text" circle icon={<MenuOutlined />} aria-label="Open menu" onClick={onMenu} />}
        <OneLine text={title} strong style={{ fontSize: 18, flex: narrow ? 1 : '0 1 auto' }} />
        <div style={narrow ? { order: 10, flexBasis: '100%' } : { flex: '1 1 240px', maxWidth: 480, marginInlineStart: 'auto' }}>
          <GlobalSearch searchRef={searchRef} />
        </div>
        <OutboxButton />
        <NotificationsButton />
        <NewDocumentMenu compact={narrow} />
      </div>
    </header>
  );
}
