import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { Client } from '@ledgerline/contracts';
import { useCreateClient } from '@ledgerline/api-client';
import { problemErrors } from '@ledgerline/shell-sdk';

interface NewClientValues {
  name: string;
  company: string;
  email: string;
}

/**
 * Adds a client without leaving the document: just enough to bill them (name, company, email); the
 * rest waits for the client's own page, where the clients remote's full form is.
 */
export function QuickClientModal({ open, initialName, onClose, onCreated }: { open: boolean; initialName: string; onClose(): void; onCreated(client: Client): void }) {
  const [form] = Form.useForm<NewClientValues>();
  const createClient = useCreateClient();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: NewClientValues) {
    setFailure(null);
    try {
      const client = await createClient.mutateAsync(values);
      form.resetFields();
      onCreated(client);
    } catch (error) {
      const problem = problemErrors(error);
      const onFields = (['name', 'company', 'email'] as const).filter((name) => problem.fields[name]);
      form.setFields(onFields.map((name) => ({ name, errors: [problem.fields[name] ?? ''] })));
      // A message already shown under its field is not repeated above the form.
      if (onFields.length === 0) setFailure(problem.message);
    }
  }

  return (
    <Modal
      open={open}
      title="New client"
      okText="Add client"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={createClient.isPending}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ name: initialName, company: '', email: '' }} onFinish={(values) => void submit(values)}>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Form.Item name="name" label="Client name" rules={[{ required: true, whitespace: true, message: 'Name is required.' }, { max: 200 }]}>
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item name="company" label="Company" rules={[{ max: 200 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label="Client email" rules={[{ type: 'email', message: 'Enter a valid email address.' }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
