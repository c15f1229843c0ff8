import { Flex } from 'antd';
import type { SearchResult } from '@ledgerline/contracts';
import { SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';
import { ResultTags } from './ResultTags.tsx';

/** One search result: its title with kind and status, and below it the client and why it matched. */
export function SearchResultLabel({ result }: { result: SearchResult }) {
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} align="center" wrap>
        <span>{result.title}</span>
        <ResultTags result={result} />
      </Flex>
      {result.subtitle && <span style={{ color: SECONDARY_TEXT_COLOR, fontSize: 12 }}>{result.subtitle}</span>}
    </Flex>
  );
}
