import { useQuery } from '@tanstack/react-query';
import { SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';
import { versionQueryOptions } from './api/app-info-queries.ts';

export function AppFooter() {
  const { data: info } = useQuery(versionQueryOptions);
  return (
    <footer style={{ textAlign: 'center', padding: '16px 16px 136px' }}>
      {info && (
        <span style={{ color: SECONDARY_TEXT_COLOR }}>
          {info.name} v{info.version} · © {new Date().getFullYear()} · {info.description}
        </span>
      )}
    </footer>
  );
}
