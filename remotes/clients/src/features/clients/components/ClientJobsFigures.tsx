import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatMoney, type ClientJobs } from '@ledgerline/contracts';

/** The client's jobs in figures, in the account's currency, with the way to the list of them. */
export function ClientJobsFigures({ jobs, clientId, currency }: { jobs: ClientJobs; clientId: string; currency: string }) {
  return (
    <Flex gap="small" wrap justify="end">
      <span>Contract value of jobs: {formatMoney(jobs.contractValue, currency)}</span>
      {jobs.retainageHeld !== 0 && <span>Retainage held: {formatMoney(jobs.retainageHeld, currency)}</span>}
      <Link to={`${appPaths.jobs()}?${new URLSearchParams({ clientId }).toString()}`}>Jobs</Link>
    </Flex>
  );
}
