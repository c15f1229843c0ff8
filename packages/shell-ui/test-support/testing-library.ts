import { configure } from '@testing-library/react';

// On two shared cores, with the whole suite running beside it, a mocked answer and the render after
// it can take longer than Testing Library's default second to wait for.
configure({ asyncUtilTimeout: 10_000 });
