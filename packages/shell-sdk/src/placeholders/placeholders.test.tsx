import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { TableSkeleton } from './TableSkeleton.tsx';
import { NotBuiltYet } from '../NotBuiltYet.tsx';

describe('shared placeholders', () => {
  it('the full-page spinner says Loading...', () => {
    render(<FullPageSpinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('the table skeleton has 8 rows', () => {
    const { container } = render(<TableSkeleton />);
    expect(container.querySelectorAll('.ant-skeleton-button')).toHaveLength(8);
  });

  it('the not-built-yet page names its screen', () => {
    render(<NotBuiltYet screen="Client list" />);
    expect(screen.getByRole('heading', { name: 'Client list' })).toBeTruthy();
    expect(screen.getByText('This screen is not built yet.')).toBeTruthy();
  });
});
