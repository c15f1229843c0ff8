import { useState } from 'react';
import { Button, Card, Empty, Flex, Form, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { useEstimates } from '@ledgerline/api-client';
import { useDebouncedValue } from '@ledgerline/forms';

/** A new change order starts from the accepted estimate it changes: this asks which one. */
export function EstimateChooser() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed, 250).trim();
  const estimates = useEstimates({ q: q === '' ? undefined : q, sort: '-issueDate', pageSize: 20 });
  const accepted = (estimates.data?.items ?? []).filter((estimate) => estimate.acceptedAt !== null);
  const [chosen, setChosen] = useState<string>();

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        New change order
      </Typography.Title>
      <Card size="small">
        <Typography.Paragraph>A change order changes the work of an accepted estimate. Which estimate does it change?</Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Form.Item label="Accepted estimate" htmlFor="change-order-estimate">
            <Select
              id="change-order-estimate"
              showSearch={{ filterOption: false, onSearch: setTyped }}
              loading={estimates.isFetching}
              value={chosen}
              placeholder="Search number or client"
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No accepted estimate matches." />}
              options={accepted.map((estimate) => ({ value: estimate.id, label: `${estimate.number} · ${estimate.client.name}` }))}
              onChange={setChosen}
            />
          </Form.Item>
        </Form>
        <Button type="primary" disabled={!chosen} onClick={() => chosen && navigate(`${appPaths.newChangeOrder()}?${new URLSearchParams({ estimateId: chosen })}`)}>
          Continue
        </Button>
      </Card>
    </Flex>
  );
}
